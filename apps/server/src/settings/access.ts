import { settingsMessageKeys } from '@parley/domain';

/**
 * Settings changes are for company admins (spec 6); the settings screens translate the refusal, so a
 * company user's 403 carries this key (assertAdmin(viewer, settingsRefusal)).
 */
export const settingsRefusal = { messageKey: settingsMessageKeys.forbidden };
