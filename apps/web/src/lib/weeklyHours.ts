import { useLingui } from '@lingui/react/macro';
import type { WeeklyHoursEditorLabels, WeeklyHoursSlot } from '@parley/ui';

/** A slot of the kit's WeeklyHoursEditor as the app keeps it. */
export type DraftSlot = WeeklyHoursSlot;

/** Monday first, as the domain numbers weekdays. */
export function useDayNames(): string[] {
  const { t } = useLingui();
  return [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`];
}

export function useWeeklyHoursLabels(): WeeklyHoursEditorLabels {
  const { t } = useLingui();
  return {
    closed: t`Closed`,
    from: (day) => t`${day} from`,
    to: (day) => t`${day} to`,
    remove: (day, position) => t`Remove ${day} slot ${position}`,
    add: (day) => t`Add time on ${day}`,
  };
}

/** The domain's errors (by slot index) as translated messages by slot key, for the editor. */
export function slotErrorMessages(
  slots: readonly DraftSlot[],
  errors: Readonly<Record<number, string>>,
  translate: (key: string) => string,
): Record<string, string> {
  const messages: Record<string, string> = {};
  slots.forEach((slot, index) => {
    const key = errors[index];
    if (key) messages[String(slot.key)] = translate(key);
  });
  return messages;
}
