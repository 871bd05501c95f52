import { useLingui } from '@lingui/react/macro';
import {
  type RestChannel,
  type SettingsTeamsQuery,
  type SettingsUsersQuery,
  settingsChannelsQueryOptions,
  settingsTeamsQueryOptions,
  settingsUsersQueryOptions,
  useApi,
} from '@parley/api';
import { teamAddressLinesOf } from '@parley/domain';
import {
  AddIcon,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  IconButton,
  ScheduleIcon,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { queryLoadError } from '../../components/LoadError.tsx';
import { useChannelLabels } from '../channels/index.ts';
import { localOpeningHours, OpeningHoursDialog, openingHoursSummary } from './OpeningHoursDialog.tsx';
import * as styles from './settings.css.ts';

type Team = SettingsTeamsQuery['teams'][number];
type User = SettingsUsersQuery['users'][number];

export type TeamsOverviewProps = { isAdmin: boolean; companyId: string };

/**
 * settings/teams: the company's teams with their users and channels counts and opening hours, and
 * who and what is in which team. Admins add teams, set opening hours and assign users and channels.
 */
export function TeamsOverview({ isAdmin, companyId }: TeamsOverviewProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const [hoursOf, setHoursOf] = useState<Team | null>(null);
  const dayNames = [t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`, t`Sun`];

  const teamColumns: DataTableColumn<Team>[] = [
    { id: 'name', header: t`Team`, isRowHeader: true, cell: (team) => team.name },
    {
      id: 'address',
      header: t`Address`,
      width: '22%',
      cell: (team) =>
        teamAddressLinesOf(team.address)?.join(', ') ?? <span className={styles.muted}>{t`No address`}</span>,
    },
    { id: 'users', header: t`Users`, align: 'end', cell: (team) => team.usersCount },
    { id: 'channels', header: t`Channels`, align: 'end', cell: (team) => team.channelsCount },
    {
      id: 'hours',
      header: t`Opening hours`,
      cell: (team) => {
        const hours = localOpeningHours(team);
        const summary = hours.length === 0 ? t`Not set` : openingHoursSummary(hours, dayNames);
        return (
          <span className={styles.hoursCell}>
            <span>{summary}</span>
            {isAdmin ? (
              <IconButton
                variant="secondary"
                size="sm"
                icon={<ScheduleIcon size="sm" />}
                label={t`Opening hours of ${team.name}: ${summary}`}
                onPress={() => setHoursOf(team)}
              />
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="teams-heading">
        <div className={styles.toolbar}>
          <h2 id="teams-heading" className={styles.heading}>{t`Teams`}</h2>
          {isAdmin ? (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                icon={<AddIcon size="sm" />}
                onPress={() =>
                  void navigate({ to: '/settings/teams/add/$type', params: { type: 'standard' } })
                }
              >
                {t`Add team`}
              </Button>
              <Button
                icon={<AddIcon size="sm" />}
                onPress={() =>
                  void navigate({ to: '/settings/teams/add/$type', params: { type: 'address' } })
                }
              >
                {t`Add team with address`}
              </Button>
            </div>
          ) : null}
        </div>
        {isAdmin ? <p className={styles.intro}>{t`Open a team to rename or delete it.`}</p> : null}
        <DataTable
          aria-label={t`Teams`}
          columns={teamColumns}
          rows={teams.data ?? []}
          getRowId={(team) => team.id}
          getRowHref={isAdmin ? (team) => `/settings/teams/${team.id}` : undefined}
          isLoading={teams.isPending}
          loadingLabel={t`Loading teams…`}
          emptyState={<EmptyState headingLevel={3} title={t`No teams yet`} />}
          errorState={queryLoadError(teams, t`The teams could not be loaded.`)}
        />
      </section>

      <TeamMembers isAdmin={isAdmin} />
      {isAdmin ? <TeamChannels companyId={companyId} teams={teams.data ?? []} /> : null}
      <OpeningHoursDialog team={hoursOf} onClose={() => setHoursOf(null)} />
    </div>
  );
}

/** Who is in which team; an admin opens a user to choose their teams. */
function TeamMembers({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useLingui();
  const api = useApi();
  const users = useQuery(settingsUsersQueryOptions(api));
  const userColumns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      isRowHeader: true,
      cell: (user) => `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email,
    },
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
  ];
  return (
    <section className={styles.section} aria-labelledby="members-heading">
      <h2 id="members-heading" className={styles.heading}>{t`Team members`}</h2>
      {isAdmin ? <p className={styles.intro}>{t`Open a user to choose their teams.`}</p> : null}
      <DataTable
        aria-label={t`Team members`}
        columns={userColumns}
        rows={users.data ?? []}
        getRowId={(user) => user.id}
        getRowHref={isAdmin ? (user) => `/settings/teams/users/${user.id}` : undefined}
        isLoading={users.isPending}
        loadingLabel={t`Loading users…`}
        emptyState={<EmptyState headingLevel={3} title={t`No users yet`} />}
        errorState={queryLoadError(users, t`The users could not be loaded.`)}
      />
    </section>
  );
}

/** Which team each channel's conversations go to (admins): a channel opens to choose its team. */
function TeamChannels({ companyId, teams }: { companyId: string; teams: readonly Team[] }) {
  const { t } = useLingui();
  const api = useApi();
  const channels = useQuery(settingsChannelsQueryOptions(api, companyId));
  const channelLabels = useChannelLabels();
  const teamName = (id: string | null) => teams.find((team) => team.id === id)?.name;
  const channelColumns: DataTableColumn<RestChannel>[] = [
    { id: 'value', header: t`Channel`, isRowHeader: true, cell: (channel) => channel.value },
    { id: 'type', header: t`Type`, cell: (channel) => channelLabels.types[channel.channelType] },
    {
      id: 'team',
      header: t`Team`,
      cell: (channel) => teamName(channel.teamId) ?? <span className={styles.muted}>{t`No team`}</span>,
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="channels-heading">
      <h2 id="channels-heading" className={styles.heading}>{t`Channels of the teams`}</h2>
      <p className={styles.intro}>{t`Open a channel to choose its team.`}</p>
      <DataTable
        aria-label={t`Channels of the teams`}
        columns={channelColumns}
        rows={channels.data ?? []}
        getRowId={(channel) => channel.id}
        getRowHref={(channel) => `/settings/teams/channels/${channel.id}`}
        isLoading={channels.isPending}
        loadingLabel={t`Loading channels…`}
        emptyState={<EmptyState headingLevel={3} title={t`No channels yet`} />}
        errorState={queryLoadError(channels, t`The channels could not be loaded.`)}
      />
    </section>
  );
}
