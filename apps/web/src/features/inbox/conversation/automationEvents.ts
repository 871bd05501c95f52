import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { formatDateTime } from '../../../lib/dates.ts';
import { loadWholeCatalog } from '../../../lib/i18n.ts';

/** Events whose value picks the words (`AUTOMATION.SET_STATUS.CLOSED`), not only fills them in. */
const variantKeys = new Set(['AUTOMATION.SET_STATUS', 'AUTOMATION.SET_VISIBILITY', 'AUTOMATION.SCRIPT']);

/**
 * Events worded otherwise when they carry a value: a close with a reason says it, a consent with its
 * source and day says them; without one they do not.
 */
/** Events whose value is an instant (ISO 8601), shown as the user's local date and time. */
const instantKeys = new Set(['CONVERSATION.SNOOZED']);

const withValueKeys: Record<string, string> = {
  'CONVERSATION.CLOSED': 'CONVERSATION.CLOSED_WITH_REASON',
  'CONVERSATION.CONSENT_GIVEN': 'CONVERSATION.CONSENT_GIVEN_WITH_SOURCE',
};

/**
 * What an event on a conversation says, in the user's language: the server records its key and value
 * (`AUTOMATION.SET_LABEL`, `VIP`; `CONVERSATION.HANDED_OVER`, a colleague's name), worded by the
 * messages of features/automation/eventMessages.ts (an automation's, `{bot}` its name) and
 * ./timelineMessages.ts (a person's, `{who}` their name).
 * Those travel in the catalog's second part, which a conversation with events asks for at once; until
 * it is there (a moment on a cold load) an event shows the bot's name and its value.
 */
export function useAutomationEventText(hasEvents: boolean) {
  const { t, i18n } = useLingui();
  const [wholeCatalog, setWholeCatalog] = useState(false);
  useEffect(() => {
    if (!hasEvents || wholeCatalog) return;
    let live = true;
    void loadWholeCatalog().then(() => {
      if (live) setWholeCatalog(true);
    });
    return () => {
      live = false;
    };
  }, [hasEvents, wholeCatalog]);
  return useMemo(() => {
    // A new function once the rest of the catalog arrived, so the thread words its events again.
    void wholeCatalog;
    return (automation: string | null | undefined, key: string, value: string | null, who: string) => {
      const bot = automation ?? '';
      const id = variantKeys.has(key) ? `${key}.${value}` : (value && withValueKeys[key]) || key;
      const shown = value && instantKeys.has(key) ? formatDateTime(value) : (value ?? '');
      // A variable, not a literal in the call: the messages are extracted where they are defined.
      const descriptor = { id, values: { bot, value: shown, who } };
      const text = i18n._(descriptor);
      if (text !== id) return text;
      return automation ? t`Bot "${bot}": ${value ?? ''}` : [who, shown].filter(Boolean).join(': ');
    };
  }, [t, i18n, wholeCatalog]);
}
