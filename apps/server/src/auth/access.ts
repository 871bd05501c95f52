import { hasAccess } from '@parley/domain';
import { AppError } from '../errors.ts';
import type { Viewer } from './viewer.ts';

/**
 * Whether the viewer is a company admin, by the domain's access levels: the same rule the web app's
 * route guards and sidebar read, so what the server refuses is what the app hides.
 */
export function isAdmin(viewer: Pick<Viewer, 'user'>): boolean {
  return hasAccess(viewer.user.roleType, 'admin');
}

/**
 * Company admins only: anyone else gets 403 FORBIDDEN. Screens that translate the refusal (the
 * settings) name their message key; a refusal may name what was refused in its message.
 */
export function assertAdmin(
  viewer: Pick<Viewer, 'user'>,
  refusal: { message?: string; messageKey?: string } = {},
): void {
  if (isAdmin(viewer)) return;
  throw new AppError('FORBIDDEN', refusal.message ?? 'Company admins only', {
    messageKey: refusal.messageKey,
  });
}
