import { useLingui } from '@lingui/react/macro';
import { type SettingsUsersQuery, settingsUsersQueryOptions, useApi } from '@parley/api';
import { AddIcon, Button, DataTable, type DataTableColumn, EmptyState } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { queryLoadError } from '../../components/LoadError.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useRoleNames } from '../../lib/roles.ts';
import { PortfolioCard } from './PortfolioCard.tsx';
import * as styles from './settings.css.ts';
import { UserStatusBadge } from './UserStatusBadge.tsx';

type User = SettingsUsersQuery['users'][number];

export type UsersListProps = {
  /** Company admins invite and edit users; everyone else sees the list and edits only themselves. */
  isAdmin: boolean;
  meId: string;
};

/**
 * Where a row of the list leads: an admin edits any user; anyone else sees the list (spec 6) and opens
 * only their own row, which leads to their profile, where they see and edit their own details (issue 27:
 * the list said so while their row did nothing).
 */
export function userRowHref(userId: string, viewer: { isAdmin: boolean; meId: string }) {
  if (viewer.isAdmin) return `/settings/users/${userId}`;
  return userId === viewer.meId ? '/profile/information' : undefined;
}

/** settings/users: the company's users (name, email, role, teams, status, last invite sent). */
export function UsersList({ isAdmin, meId }: UsersListProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const users = useQuery(settingsUsersQueryOptions(api));
  const roleName = useRoleNames();
  const handleAdd = () => void navigate({ to: '/settings/users/add' });

  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      isRowHeader: true,
      cell: (user) => `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email,
    },
    { id: 'email', header: t`Email`, cell: (user) => user.email },
    { id: 'role', header: t`Role`, cell: (user) => roleName(user.role.type) },
    {
      id: 'teams',
      header: t`Teams`,
      cell: (user) =>
        user.teams.length > 0 ? (
          user.teams.map((team) => team.name).join(', ')
        ) : (
          <span className={styles.muted}>{t`No team`}</span>
        ),
    },
    { id: 'status', header: t`Status`, cell: (user) => <UserStatusBadge status={user.status} /> },
    {
      id: 'invite',
      header: t`Last invite sent`,
      cell: (user) =>
        user.lastInviteSent ? (
          formatDay(user.lastInviteSent)
        ) : (
          <span className={styles.muted}>{t`Never`}</span>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {isAdmin
            ? t`Everyone who works with Parley in your company. Invite colleagues and set their role here.`
            : t`Everyone who works with Parley in your company. Your own row opens your profile, where you edit your details.`}
        </p>
        {isAdmin ? (
          <Button icon={<AddIcon size="sm" />} onPress={handleAdd}>
            {t`Invite user`}
          </Button>
        ) : null}
      </div>
      <DataTable
        aria-label={t`Users`}
        columns={columns}
        rows={users.data ?? []}
        getRowId={(user) => user.id}
        getRowHref={(user) => userRowHref(user.id, { isAdmin, meId })}
        isLoading={users.isPending}
        loadingLabel={t`Loading users…`}
        emptyState={<EmptyState headingLevel={3} title={t`No users yet`} />}
        errorState={queryLoadError(users, t`The users could not be loaded.`)}
      />
      <PortfolioCard isAdmin={isAdmin} />
    </div>
  );
}
