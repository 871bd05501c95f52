import { useLingui } from '@lingui/react/macro';
import {
  settingsChannelsQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useSetChannelTeam,
} from '@parley/api';
import { Banner, Button, EmptyState, Radio, RadioGroup, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';

const NONE = 'none';

/** settings/teams/channels/{channelId}: the team a channel belongs to. */
export function ChannelTeam({ channelId, companyId }: { channelId: string; companyId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const channels = useQuery(settingsChannelsQueryOptions(api, companyId));
  const teams = useQuery(settingsTeamsQueryOptions(api));
  if (channels.isPending || teams.isPending) return <Skeleton lines={4} />;
  if (channels.isError || teams.isError)
    return (
      <Banner tone="critical" role="alert">
        {t`The channel could not be loaded.`}
      </Banner>
    );
  const channel = channels.data.find((c) => c.id === channelId);
  if (!channel) return <EmptyState headingLevel={2} title={t`This channel does not exist.`} />;
  return <ChannelTeamForm key={channel.id} channel={channel} teams={teams.data} />;
}

function ChannelTeamForm({
  channel,
  teams,
}: {
  channel: { id: string; value: string; teamId: string | null };
  teams: { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSetChannelTeam();
  const messages = useSaveMessages();
  const initial = channel.teamId ?? NONE;
  const [selected, setSelected] = useState(initial);
  const [failed, setFailed] = useState(false);
  const guard = useLeaveGuard(selected !== initial);

  const handleSave = async () => {
    setFailed(false);
    try {
      await save.mutateAsync({ channelId: channel.id, teamId: selected === NONE ? null : selected });
      messages.success(t`Channel ${channel.value}`);
      guard.allowLeave();
      await navigate({ to: '/settings/teams' });
    } catch {
      setFailed(true);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="channel-team-heading">
      {guard.dialog}
      <h2 id="channel-team-heading" className={styles.heading}>{t`Team of ${channel.value}`}</h2>
      {failed ? (
        <Banner tone="critical" role="alert">
          {t`Changes not saved.`}
        </Banner>
      ) : null}
      <RadioGroup label={t`Team`} value={selected} onChange={setSelected}>
        <Radio value={NONE}>{t`No team`}</Radio>
        {teams.map((team) => (
          <Radio key={team.id} value={team.id}>
            {team.name}
          </Radio>
        ))}
      </RadioGroup>
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
