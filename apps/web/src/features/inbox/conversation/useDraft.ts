import { useCallback, useState } from 'react';
import { drafts } from './drafts.ts';

/** The composer's text of one conversation, kept across reloads and disconnects until it is sent. */
export function useDraft(opportunityId: string) {
  const [draft, setDraft] = useState(() => drafts.read(opportunityId));
  const change = useCallback(
    (value: string) => {
      setDraft(value);
      drafts.write(opportunityId, value);
    },
    [opportunityId],
  );
  const clear = useCallback(() => change(''), [change]);
  return { draft, change, clear };
}
