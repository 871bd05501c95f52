import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@parley/api';
import { Badge, type BadgeTone } from '@parley/ui';

const tones: Record<UserStatus, BadgeTone> = { ACTIVE: 'positive', INVITED: 'info', DEACTIVATED: 'neutral' };

/** Where a user stands: active, invited and not signed in yet, or deactivated (User.status). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useLingui();
  const labels: Record<UserStatus, string> = {
    ACTIVE: t`Active`,
    INVITED: t`Invited`,
    DEACTIVATED: t`Inactive`,
  };
  return <Badge tone={tones[status]}>{labels[status]}</Badge>;
}
