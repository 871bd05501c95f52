/** A weekly slot in UTC as teams store their opening hours: day 0 = Monday, from/to 'HH:mm'. */
export type UtcWeeklySlot = { day: number; from: string; to: string };

/**
 * Whether `at` falls in one of the slots (from inclusive, to exclusive). A slot whose end is before
 * its start runs over midnight into the next day. No slots at all means no opening hours were set:
 * always open.
 */
export function isWithinWeeklySlots(slots: readonly UtcWeeklySlot[], at: Date): boolean {
  if (slots.length === 0) return true;
  const day = (at.getUTCDay() + 6) % 7;
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return slots.some((slot) => {
    const from = minutesOf(slot.from);
    const to = minutesOf(slot.to);
    if (from <= to) return slot.day === day && minute >= from && minute < to;
    return (slot.day === day && minute >= from) || ((slot.day + 1) % 7 === day && minute < to);
  });
}
