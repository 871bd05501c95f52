import { settingsMessageKeys } from '@parley/domain';
import type { Viewer } from '../auth/viewer.ts';
import { AppError } from '../errors.ts';

/** Settings changes are for company admins (spec 6); a company user gets 403 with a translatable key. */
export function assertSettingsAdmin(viewer: Viewer): void {
  if (!viewer.isAdmin)
    throw new AppError('FORBIDDEN', 'Company admins only', { messageKey: settingsMessageKeys.forbidden });
}
