/*
 * The numbers of newsletters and conversation credits (spec 4, 5, 9), kept apart from the schemas so a
 * page that only shows a figure does not load valibot's schemas with it.
 */

/** Top-up choices in conversations; 1000 is preselected. */
export const TOP_UP_AMOUNTS = [500, 1000, 2500] as const;
export type TopUpAmount = (typeof TOP_UP_AMOUNTS)[number];
export const TOP_UP_DEFAULT_AMOUNT: TopUpAmount = 1000;
/** After ordering a top-up the balance is read every 5 s until it changes; after 3 minutes we give up. */
export const TOP_UP_POLL_MS = 5_000;
export const TOP_UP_GIVE_UP_MS = 180_000;

/** The archive's years run from 2023 to the current year. */
export const NEWSLETTER_ARCHIVE_FIRST_YEAR = 2023;
/** The years the archive offers, newest first. */
export function archiveYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= NEWSLETTER_ARCHIVE_FIRST_YEAR; year--) years.push(year);
  return years;
}

/** The dispatch schedule preview is retried 3 times, min(1000·2^n, 30000) ms apart (n from 0). */
export const PREVIEW_SCHEDULE_RETRIES = 3;
export const previewScheduleRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * A newsletter goes out in dispatches of at most this many recipients, one after the other, the way a
 * WhatsApp business number ramps up its daily messaging limit; the first is sent at once.
 */
export const NEWSLETTER_BATCH_SIZE = 250;

/** Caps on what a newsletter request may carry (every input has a size limit). */
export const NEWSLETTER_NAME_MAX_LENGTH = 120;
export const NEWSLETTER_SUBJECT_MAX_LENGTH = 200;
export const NEWSLETTER_FILTER_IDS_MAX = 100;
export const NEWSLETTER_VARIABLES_MAX = 10;
export const NEWSLETTER_VARIABLE_MAX_LENGTH = 200;
