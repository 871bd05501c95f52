import PgBoss from 'pg-boss';
import type { MessengerPayload } from '../channels/messenger/webhook.ts';
import type { WhatsAppPayload } from '../channels/whatsapp/payload.ts';
import type { Database } from '../db/client.ts';
import { logError } from '../security/safeLog.ts';

/*
 * One job queue in the database for everything that happens later (pg-boss, schema `pgboss`, on
 * PostgreSQL and on the embedded PGlite alike): a job is a row, so it survives a restart; workers
 * take jobs with FOR UPDATE SKIP LOCKED, so across several instances each job runs once; a job that
 * throws is retried with backoff and, after its last try, kept as `failed` with its error
 * (`failedJobs`). Nothing that must happen later lives in one process's timers.
 *
 * pg-boss 10.4.2: the newest that runs on Node 20 (11 and later need Node 22). Chosen over
 * graphile-worker after trying both on PostgreSQL and PGlite: pg-boss takes a `db` with
 * `executeSql` (see db/client.ts), graphile-worker needs a pg pool PGlite cannot be.
 */

/** The queues and what a job of each carries. */
export type JobData = {
  /** One dispatch (batch) of a newsletter, due at its sendAt (newsletter/service.ts). */
  'newsletter-dispatch': { dispatchId: string };
  /** The payment provider's confirmation of a credit top-up (newsletter/credits.ts). */
  'credit-top-up': { orderId: string };
  /** A customer's message: the consent bot, autoresponders and bots answer it (automation/engine.ts). */
  'automation-inbound': { companyId: string; opportunityId: string; messageId: string; created: boolean };
  /** A user acted on a conversation: the autoresponders triggered by users answer it. */
  'automation-user-event': {
    companyId: string;
    opportunityId: string;
    type: 'CONVERSATION_CLAIMED' | 'CONVERSATION_CLOSED';
    userId: string;
  };
  /** The next steps of a bot's run, now or when its pause ends (automation/engine.ts). */
  'automation-step': { runId: string };
  /** A task's reminder at its due date (tasks/reminders.ts); `dueDate` is the one it was scheduled for. */
  'task-due': { taskId: string; dueDate: string };
  /** A snoozed conversation opens again at `until` (inbox/snooze.ts), unless it changed meanwhile. */
  'conversation-wake': { opportunityId: string; until: string };
  /** A verified WhatsApp Cloud API webhook's events (channels/whatsapp/events.ts). */
  'whatsapp-webhook': { payload: WhatsAppPayload };
  /** A verified Messenger webhook's events (channels/messenger/webhook.ts). */
  'messenger-webhook': { payload: MessengerPayload };
  /** A staff message out through the WhatsApp Cloud API (channels/whatsapp/send.ts). */
  'whatsapp-send': { messageId: string };
  /** A staff message out through Messenger's Send API (channels/messenger/send.ts). */
  'messenger-send': { messageId: string };
  /** A staff reply out through the email channel's SMTP server (channels/email/send.ts). */
  'email-send': { messageId: string };
  /** A WhatsApp number's template review statuses read from Meta (channels/whatsapp/templates.ts). */
  'whatsapp-template-sync': { channelId: string };
  /** An email channel's IMAP mailbox fetched; `due` is the chain's due time it was queued for (email/imap.ts). */
  'email-imap-poll': { channelId: string; due: string };
  /** A linked Google reviews channel's reviews read from the Business Profile API (reviews/sync.ts). */
  'google-reviews-sync': { channelId: string };
  /** A reply to a Google review published through the Business Profile API (reviews/sync.ts). */
  'google-review-reply': { reviewId: string };
  /** The Graph API stand-in's Messenger webhook (delivery or read) for its page (channels/graphStandin.ts). */
  'graph-standin-messenger': {
    pageId: string;
    psid: string;
    mid?: string | undefined;
    event: 'delivery' | 'read';
  };
  /** The Graph API stand-in's status webhook for a message it was sent (channels/graphStandin.ts). */
  'graph-standin-status': { phoneNumberId: string; wamid: string; recipient: string; status: string };
};
export type QueueName = keyof JobData;

/** Retries per queue: a send tried 5 more times, 2 to 32 s apart; a dispatch 5 more times. */
const queueOptions: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  // A dispatch that fails half-way is taken up again where it stopped (its recipients are rows).
  'newsletter-dispatch': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 900 },
  'credit-top-up': { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  // An automation job is idempotent where it must be (runs and steps are rows); a retry after a crash
  // carries a run on from the step it stored last.
  'automation-inbound': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  'automation-user-event': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  'automation-step': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  'task-due': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  'conversation-wake': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  // Idempotent by the provider's message ids: a retry stores what the failed try had not.
  'whatsapp-webhook': { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  'messenger-webhook': { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  // A 429 or 5xx of the Graph API is thrown: tried again 2, 4, 8, 16, 32 s later.
  'whatsapp-send': { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  'messenger-send': { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  'graph-standin-status': { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  'graph-standin-messenger': { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  'whatsapp-template-sync': { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
  // A poll never throws (a failure is kept on its row and the next poll follows): one try each.
  'email-imap-poll': { retryLimit: 0, expireInSeconds: 120 },
  // Google's 429 and 5xx: a reply is tried again 5, 10, 20, 40 and 80 s later, then shown as failed.
  'google-reviews-sync': { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  'google-review-reply': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  // A mail server that says "later" (4xx, greylisting) is tried again 5, 10, 20, 40 and 80 s later.
  'email-send': { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 },
};

export type FailedJob = { id: string; queue: QueueName; data: unknown; error: unknown; failedAt: Date };

export type Jobs = {
  /** Queues a job to run at `startAfter` (now when not given); resolves to its id. */
  send<Q extends QueueName>(
    queue: Q,
    data: JobData[Q],
    options?: { startAfter?: Date },
  ): Promise<string | null>;
  /**
   * Runs `handler` for each job of the queue, on this instance, while the queue is started; `attempt.last`
   * says no retry follows if this one throws (a handler may then record the failure where users see it).
   */
  work<Q extends QueueName>(
    queue: Q,
    handler: (data: JobData[Q], attempt: { last: boolean }) => Promise<void>,
  ): Promise<void>;
  /** Jobs that failed for good (after their retries), newest first. */
  failedJobs(queue: QueueName, limit?: number): Promise<FailedJob[]>;
  /** Stops taking jobs; a job running now finishes first (up to 10 s). */
  stop(): Promise<void>;
};

export type JobsOptions = {
  /** How often an idle worker looks for due jobs (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Retries for every queue instead of its own (tests that watch a job fail for good). */
  retry?: Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff'>;
};

export async function startJobs(
  database: Pick<Database, 'executeSql'>,
  options: JobsOptions = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: false,
    // Nothing waits long: a send or a webhook is due at once, a stand-in receipt seconds later.
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
  });
  boss.on('error', (error) => logError('[jobs]', error));
  await boss.start();
  for (const [name, queue] of Object.entries(queueOptions)) {
    const settings = { name, ...queue, ...options.retry };
    // createQueue keeps an existing queue as it is; its options follow ours from here on.
    await boss.createQueue(name, settings);
    await boss.updateQueue(name, settings);
  }
  return {
    send: (queue, data, sendOptions = {}) =>
      boss.send(queue, data, sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
    async work(queue, handler) {
      await boss.work<JobData[typeof queue]>(
        queue,
        {
          batchSize: 10,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
          includeMetadata: true,
        },
        async (jobs) => {
          // A job that throws fails (and is retried) on its own; pg-boss then completes the rest of the
          // batch (only jobs still active).
          const outcomes = await Promise.allSettled(
            jobs.map((job) => handler(job.data, { last: job.retryCount >= job.retryLimit })),
          );
          const failures = outcomes.flatMap((outcome, index) =>
            outcome.status === 'rejected'
              ? [{ id: (jobs[index] as PgBoss.Job).id, reason: outcome.reason }]
              : [],
          );
          for (const failure of failures)
            await boss.fail(queue, failure.id, {
              message: String((failure.reason as Error)?.message ?? failure.reason),
            });
        },
      );
    },
    async failedJobs(queue, limit = 50) {
      const { rows } = await database.executeSql(
        `SELECT id, name, data, output, completed_on FROM pgboss.job
         WHERE name = $1 AND state = 'failed' ORDER BY completed_on DESC LIMIT $2`,
        [queue, limit],
      );
      return (
        rows as { id: string; name: QueueName; data: unknown; output: unknown; completed_on: Date }[]
      ).map((row) => ({
        id: row.id,
        queue: row.name,
        data: row.data,
        error: row.output,
        failedAt: new Date(row.completed_on),
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
