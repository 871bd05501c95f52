import { useLingui } from '@lingui/react/macro';
import { settingsTeamsQueryOptions, settingsUserQueryOptions, useApi, useSetUserTeams } from '@parley/api';
import { Banner, Checkbox, CheckboxGroup, EmptyState, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TeamAssignmentForm } from './TeamAssignmentForm.tsx';

/** settings/teams/users/{userId}: the teams a user belongs to. */
export function UserTeams({ userId }: { userId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const user = useQuery(settingsUserQueryOptions(api, userId));
  const teams = useQuery(settingsTeamsQueryOptions(api));
  if (user.isPending || teams.isPending) return <Skeleton lines={4} />;
  if (user.isError || teams.isError)
    return (
      <Banner tone="critical" role="alert">
        {t`The teams could not be loaded.`}
      </Banner>
    );
  if (!user.data) return <EmptyState headingLevel={2} title={t`This user does not exist.`} />;
  return (
    <UserTeamsForm
      key={user.data.id}
      userId={user.data.id}
      name={`${user.data.profile.firstName} ${user.data.profile.lastName}`.trim() || user.data.email}
      initial={user.data.teams.map((team) => team.id)}
      teams={teams.data}
    />
  );
}

function UserTeamsForm({
  userId,
  name,
  initial,
  teams,
}: {
  userId: string;
  name: string;
  initial: string[];
  teams: { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const save = useSetUserTeams();
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <TeamAssignmentForm
      headingId="user-teams-heading"
      heading={t`Teams of ${name}`}
      isDirty={[...selected].sort().join() !== [...initial].sort().join()}
      isPending={save.isPending}
      save={() => save.mutateAsync({ userId, teamIds: selected })}
      saved={t`Teams of ${name}`}
    >
      {teams.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No teams yet`} />
      ) : (
        <CheckboxGroup label={t`Teams`} value={selected} onChange={setSelected}>
          {teams.map((team) => (
            <Checkbox key={team.id} value={team.id}>
              {team.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </TeamAssignmentForm>
  );
}
