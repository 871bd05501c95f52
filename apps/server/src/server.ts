import type { Server as HttpServer } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { createAdaptorServer } from '@hono/node-server';
import { type AppDeps, createApp, ownRoutesFetch } from './app.ts';
import { handleInbound, handleUserEvent, runSteps } from './automation/engine.ts';
import { pollMailbox, resumeMailboxPolls } from './channels/email/imap.ts';
import { startImapStandin } from './channels/email/imapStandin.ts';
import { sendEmailMessage } from './channels/email/send.ts';
import { startSmtpListener } from './channels/email/smtpListener.ts';
import { playStandinMessenger, playStandinStatus } from './channels/graphStandin.ts';
import { sendMessengerMessage } from './channels/messenger/send.ts';
import { processMessengerPayload } from './channels/messenger/webhook.ts';
import { processWhatsAppPayload } from './channels/whatsapp/events.ts';
import { sendWhatsAppMessage } from './channels/whatsapp/send.ts';
import { syncWhatsAppTemplates } from './channels/whatsapp/templates.ts';
import { createDelivery } from './inbox/delivery.ts';
import { wakeConversation } from './inbox/snooze.ts';
import { confirmTopUp } from './newsletter/credits.ts';
import { runDispatch } from './newsletter/service.ts';
import { attachRealtime, createNotifier, type Notifier, type Realtime } from './realtime/socket.ts';
import { publishReviewReply, syncGoogleReviews } from './reviews/sync.ts';
import { createRateLimiter } from './security/rateLimit.ts';
import { logError } from './security/safeLog.ts';
import { remindDueTask } from './tasks/reminders.ts';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop the other process or set PORT=...`);
  }
}

export type RunningServer = {
  server: HttpServer | Http2SecureServer;
  realtime: Realtime;
  /** Inbox events, attached to `realtime`. */
  notifier: Notifier;
  port: number;
  url: string;
  close(): Promise<void>;
};

/**
 * Listens on config.port (0 picks a free port) with socket.io on the same HTTP server: plain HTTP/1.1,
 * or with a certificate (config.tls) HTTPS with HTTP/2 for browsers and HTTP/1.1 beside it (WebSockets).
 */
export async function startServer(deps: AppDeps): Promise<RunningServer> {
  const notifier = deps.notifier ?? createNotifier();
  const delivery =
    deps.delivery ??
    createDelivery({
      db: deps.db,
      notifier,
      deliveryMs: deps.config.standinDeliveryMs ?? null,
      jobs: deps.jobs,
    });
  if (deps.jobs) {
    const newsletterDeps = { db: deps.db, notifier, delivery, jobs: deps.jobs, config: deps.config };
    await deps.jobs.work('newsletter-dispatch', ({ dispatchId }) => runDispatch(newsletterDeps, dispatchId));
    await deps.jobs.work('credit-top-up', ({ orderId }) => confirmTopUp(deps, orderId));
    const automationDeps = { db: deps.db, notifier, delivery, jobs: deps.jobs, config: deps.config };
    await deps.jobs.work('automation-inbound', (data) => handleInbound(automationDeps, data));
    await deps.jobs.work('automation-user-event', (data) => handleUserEvent(automationDeps, data));
    await deps.jobs.work('automation-step', ({ runId }) => runSteps(automationDeps, runId));
    await deps.jobs.work('task-due', (data) => remindDueTask({ db: deps.db, notifier }, data));
    await deps.jobs.work('conversation-wake', async (data) => {
      await wakeConversation({ db: deps.db, notifier }, data);
    });
  }
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.config);
  const app = createApp({ ...deps, notifier, delivery, rateLimiter });
  if (deps.jobs) {
    // The providers' calls go out over HTTP; the Graph API stand-in and this server's own webhook
    // (the stand-in's status callbacks) are answered in process.
    const fetchOwn = ownRoutesFetch(app, deps.config);
    const whatsAppDeps = {
      db: deps.db,
      notifier,
      delivery,
      jobs: deps.jobs,
      config: deps.config,
      fetch: fetchOwn,
    };
    await deps.jobs.work('whatsapp-webhook', ({ payload }) => processWhatsAppPayload(whatsAppDeps, payload));
    await deps.jobs.work('messenger-webhook', ({ payload }) =>
      processMessengerPayload(whatsAppDeps, payload),
    );
    await deps.jobs.work('messenger-send', ({ messageId }, attempt) =>
      sendMessengerMessage(whatsAppDeps, messageId, attempt),
    );
    await deps.jobs.work('whatsapp-send', ({ messageId }, attempt) =>
      sendWhatsAppMessage(whatsAppDeps, messageId, attempt),
    );
    const emailDeps = { db: deps.db, notifier, config: deps.config };
    await deps.jobs.work('email-send', ({ messageId }, attempt) =>
      sendEmailMessage(emailDeps, messageId, attempt),
    );
    const imapDeps = { db: deps.db, notifier, delivery, jobs: deps.jobs, config: deps.config };
    await deps.jobs.work('email-imap-poll', async ({ channelId, due }) => {
      await pollMailbox(imapDeps, channelId, due);
    });
    // A mailbox chain whose instance stopped between two polls goes on from here.
    await resumeMailboxPolls(imapDeps).catch((error: unknown) =>
      logError('[email] resuming the IMAP polls failed:', error),
    );
    await deps.jobs.work('whatsapp-template-sync', async ({ channelId }) => {
      await syncWhatsAppTemplates(whatsAppDeps, channelId);
    });
    // Google reviews: read from and replies published to the Business Profile API (or its stand-in).
    const reviewDeps = { db: deps.db, config: deps.config, notifier, fetch: fetchOwn, jobs: deps.jobs };
    await deps.jobs.work('google-reviews-sync', async ({ channelId }) => {
      await syncGoogleReviews(reviewDeps, channelId);
    });
    await deps.jobs.work('google-review-reply', ({ reviewId }, attempt) =>
      publishReviewReply(reviewDeps, reviewId, attempt),
    );
    if (deps.config.environment !== 'production') {
      await deps.jobs.work('graph-standin-status', (data) =>
        playStandinStatus({ config: deps.config, fetch: fetchOwn }, data),
      );
      await deps.jobs.work('graph-standin-messenger', (data) =>
        playStandinMessenger({ config: deps.config, fetch: fetchOwn }, data),
      );
    }
  }
  const { tls } = deps.config;
  const server = tls
    ? (createAdaptorServer({
        fetch: app.fetch,
        createServer: createSecureServer,
        serverOptions: { allowHTTP1: true, cert: tls.cert, key: tls.key },
      }) as Http2SecureServer)
    : (createAdaptorServer({ fetch: app.fetch }) as HttpServer);
  // TLS connections (HTTP/2 sessions and HTTP/1.1 beside them) stay open while a browser is: closing
  // the server ends them (the plain server has closeAllConnections for that).
  const connections = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const realtime = attachRealtime(server, { ...deps, redisUrl: deps.config.redisUrl });
  notifier.attach(realtime);
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(deps.config.port) : error);
    };
    server.once('error', onError);
    server.listen(deps.config.port, deps.config.host, () => {
      server.off('error', onError);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await realtime.close().catch(() => {});
    await rateLimiter.close();
    throw error;
  });
  server.on('error', (error) => logError('[http] server error:', error));
  const port = (server.address() as AddressInfo).port;
  // Customers' mail to the email channels (and, outside production, the `.test` channels' stand-in).
  const smtp = await startSmtpListener({
    db: deps.db,
    notifier,
    delivery,
    jobs: deps.jobs,
    config: deps.config,
  });
  // Outside production: the mailbox server of `.test` channels that read their mail over IMAP.
  const imapStandin = await startImapStandin({ db: deps.db, config: deps.config });
  const host = deps.config.host === '0.0.0.0' ? '127.0.0.1' : deps.config.host;
  let closing: Promise<void> | undefined;
  return {
    server,
    realtime,
    notifier,
    port,
    url: `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => {
      // io.close() also closes the HTTP server; drop idle keep-alive sockets so it finishes at once.
      closing ??= (async () => {
        await deps.jobs?.stop();
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        const done = realtime.close();
        if ('closeAllConnections' in server) server.closeAllConnections();
        for (const socket of connections) socket.destroy();
        await done;
        await smtp?.close();
        await imapStandin?.close();
        await rateLimiter.close();
      })();
      return closing;
    },
  };
}
