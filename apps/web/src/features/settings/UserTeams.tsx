import { useLingui } from '@lingui/react/macro';
import { settingsTeamsQueryOptions, settingsUserQueryOptions, useApi, useSetUserTeams } from '@parley/api';
import { Banner, Button, Checkbox, CheckboxGroup, EmptyState, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';

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
  const navigate = useNavigate();
  const save = useSetUserTeams();
  const messages = useSaveMessages();
  const [selected, setSelected] = useState<string[]>(initial);
  const [failed, setFailed] = useState(false);
  const isDirty = [...selected].sort().join() !== [...initial].sort().join();
  const guard = useLeaveGuard(isDirty);

  const handleSave = async () => {
    setFailed(false);
    try {
      await save.mutateAsync({ userId, teamIds: selected });
      messages.success(t`Teams of ${name}`);
      guard.allowLeave();
      await navigate({ to: '/settings/teams' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="user-teams-heading">
      {guard.dialog}
      <h2 id="user-teams-heading" className={styles.heading}>{t`Teams of ${name}`}</h2>
      {failed ? (
        <Banner tone="critical" role="alert">
          {t`Changes not saved.`}
        </Banner>
      ) : null}
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
      <div className={styles.actions}>
        <Button isPending={save.isPending} onPress={() => void handleSave()}>
          {t`Save`}
        </Button>
        <Button variant="secondary" onPress={() => void navigate({ to: '/settings/teams' })}>
          {t`Cancel`}
        </Button>
      </div>
    </section>
  );
}
