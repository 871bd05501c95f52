import { Hono } from 'hono';
import type { AuthService } from '../auth/firebase.ts';
import { bearerToken, type Viewer, viewerFromToken } from '../auth/viewer.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import { AppError, unauthenticated } from '../errors.ts';
import type { Delivery } from '../inbox/delivery.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { clientIp } from '../security/clientAddress.ts';
import { createRateLimiter, type RateLimiter } from '../security/rateLimit.ts';
import { registerAppointmentRoutes } from './appointments.ts';
import { registerAssistantRoutes } from './assistant.ts';
import { registerAttachmentDownload, registerAttachmentUpload } from './attachments.ts';
import { registerAuditRoutes } from './audit.ts';
import { registerAutomationRoutes } from './automation.ts';
import { registerCompanyRoutes } from './company.ts';
import { registerContactRoutes } from './contacts.ts';
import { registerDocumentRoutes } from './documents.ts';
import { registerImportExportRoutes } from './importExport.ts';
import { registerInboxRoutes } from './inbox.ts';
import { registerNewsletterRoutes } from './newsletter.ts';
import { renderAppError } from './respond.ts';
import { registerShopRoutes } from './shop.ts';
import { registerSignInFailureRoute } from './signInFailures.ts';
import { registerTaskRoutes } from './tasks.ts';
import { registerWidgetRoutes } from './widget.ts';

export { restError } from './respond.ts';

/** What the auth middleware sets: the signed-in viewer and the caller's address (audit entries). */
export type Env = { Variables: { viewer: Viewer; clientAddress: string } };

export function createRestRoutes(
  deps: DbDeps & {
    auth: AuthService;
    notifier: Notifier;
    /** The assistant's endpoint and the shared rate-limit counters (src/rest/assistant.ts). */
    config?: Pick<Config, 'assistant' | 'trustProxy' | 'newsletterBatchIntervalMs' | 'topUpConfirmMs'>;
    rateLimiter?: RateLimiter;
    /** Newsletters store messages like the composer (receipts) and dispatch them as jobs. */
    delivery: Delivery;
    jobs?: Jobs | undefined;
  },
) {
  const api = new Hono<Env>();
  api.onError(renderAppError);
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ redisUrl: undefined });

  // Public on purpose, and before the auth middleware: attachment downloads are authorized by the
  // unguessable key in their URL (see attachments.ts), so <img src> and <audio src> work without a
  // header and no token ever travels in a URL.
  registerAttachmentDownload(api, deps);
  // The website widget runs on the company's site for visitors without an account (widget.ts).
  registerWidgetRoutes(api, {
    db: deps.db,
    rateLimiter,
    config: { trustProxy: deps.config?.trustProxy ?? false },
  });

  // The sign-in page's report of a refused password, from a browser that is not signed in.
  registerSignInFailureRoute(api, {
    db: deps.db,
    rateLimiter,
    config: { trustProxy: deps.config?.trustProxy ?? false },
  });

  api.use('*', async (c, next) => {
    const viewer = await viewerFromToken(bearerToken(c.req.header('authorization')), deps);
    if (!viewer) throw unauthenticated();
    c.set('viewer', viewer);
    c.set('clientAddress', clientIp(c, { trustProxy: deps.config?.trustProxy ?? false }));
    await next();
  });

  registerCompanyRoutes(api, deps);
  registerInboxRoutes(api, deps);
  registerImportExportRoutes(api, deps);
  registerAuditRoutes(api, deps);
  // After import-export: its GET customers/export must not be read as a contact id.
  registerContactRoutes(api, deps);
  registerAttachmentUpload(api, deps);
  registerTaskRoutes(api, deps);
  registerNewsletterRoutes(api, { ...deps, config: deps.config ?? {} });
  registerShopRoutes(api, deps);
  registerAutomationRoutes(api, deps);
  registerAppointmentRoutes(api, deps);
  registerAssistantRoutes(api, {
    db: deps.db,
    config: deps.config ?? {},
    rateLimiter,
  });
  registerDocumentRoutes(api, deps);

  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'No such API route');
  });

  return api;
}
