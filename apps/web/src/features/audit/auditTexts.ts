import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AuditAction } from '@parley/api';
import { useRoleNames } from '../../lib/roles.ts';

/** What each recorded action is called on the screen. */
const actionNames = {
  IMPERSONATION: msg`Signed in as user`,
  ROLE_CHANGED: msg`Role changed`,
  USER_INVITED: msg`User invited`,
  INVITE_RESENT: msg`Invitation sent again`,
  USER_DEACTIVATED: msg`User deactivated`,
  USER_REACTIVATED: msg`User reactivated`,
  CHANNEL_ADDED: msg`Channel added`,
  CHANNEL_REMOVED: msg`Channel removed`,
  CONTACTS_EXPORTED: msg`Contacts exported`,
  CONTACTS_IMPORTED: msg`Contacts imported`,
  PASSWORD_CHANGED: msg`Password changed`,
  EMAIL_CHANGED: msg`Email address changed`,
  SIGN_IN_FAILED: msg`Failed sign-in`,
} satisfies Record<AuditAction, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The action's name and its detail (roles, channel type, counts) in the reader's language. */
export function useAuditTexts() {
  const { t, i18n } = useLingui();
  const roleName = useRoleNames();
  const role = (value: unknown) =>
    value === 'COMPANY_ADMIN' || value === 'COMPANY_USER' ? roleName(value) : text(value);
  return {
    action: (action: AuditAction) => i18n._(actionNames[action]),
    detail(action: AuditAction, detail: unknown): string {
      const d = (typeof detail === 'object' && detail !== null ? detail : {}) as Record<string, unknown>;
      switch (action) {
        case 'ROLE_CHANGED':
          return t`From ${role(d.from)} to ${role(d.to)}`;
        case 'USER_INVITED':
          return d.role ? t`As ${role(d.role)}` : '';
        case 'CHANNEL_ADDED':
        case 'CHANNEL_REMOVED':
          return text(d.channelType);
        case 'CONTACTS_IMPORTED':
          return t`${plural(Number(d.created) || 0, { one: '# contact created', other: '# contacts created' })}`;
        case 'EMAIL_CHANGED':
          return t`Was ${text(d.from)}`;
        case 'SIGN_IN_FAILED':
          return d.via === 'password_check' ? t`Wrong current password` : t`Wrong password at sign-in`;
        default:
          return '';
      }
    },
  };
}
