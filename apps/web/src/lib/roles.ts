import { useLingui } from '@lingui/react/macro';
import type { RoleType } from '@parley/api';

/** The translated name of each role type. */
export function useRoleNames() {
  const { t } = useLingui();
  const names: Record<RoleType, string> = { COMPANY_USER: t`Company user`, COMPANY_ADMIN: t`Company admin` };
  return (type: RoleType) => names[type];
}
