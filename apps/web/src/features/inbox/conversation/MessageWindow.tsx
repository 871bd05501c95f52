import { useLingui } from '@lingui/react/macro';
import type { MessageWindow as Window } from '@parley/domain';
import { WindowCountdown } from '@parley/ui';
import { lazy, Suspense } from 'react';
import * as styles from './templateSender.css.ts';

/** The template sender and its form: a chunk of its own, loaded only once a window closed. */
const TemplateSender = lazy(() =>
  import('./TemplateSender.tsx').then((module) => ({ default: module.TemplateSender })),
);

/**
 * WhatsApp's 24-hour window at the composer (issue 32): while it is open, how long it stays open (in
 * the composer's toolbar); once it closed, the templates instead of free text (above the composer). Its own chunk, loaded with WhatsApp conversations
 * only, outside the inbox's first-screen budget.
 */
export default function MessageWindow({
  window,
  opportunityId,
  onClose,
}: {
  window: Extract<Window, { applies: true }>;
  opportunityId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  if (window.open && window.endsAt)
    return (
      <WindowCountdown
        endsAt={window.endsAt}
        label={({ hours, minutes }) => t`${hours} h ${minutes} min left`}
        closedLabel={t`The 24-hour window is closed`}
        onClose={onClose}
        className={styles.countdown}
      />
    );
  return (
    <Suspense fallback={null}>
      <TemplateSender opportunityId={opportunityId} />
    </Suspense>
  );
}
