import { useLingui } from '@lingui/react/macro';
import {
  settingsChannelsQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useSetChannelTeam,
} from '@parley/api';
import { Banner, EmptyState, Radio, RadioGroup, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TeamAssignmentForm } from './TeamAssignmentForm.tsx';

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
  const save = useSetChannelTeam();
  const initial = channel.teamId ?? NONE;
  const [selected, setSelected] = useState(initial);
  return (
    <TeamAssignmentForm
      headingId="channel-team-heading"
      heading={t`Team of ${channel.value}`}
      isDirty={selected !== initial}
      isPending={save.isPending}
      save={() => save.mutateAsync({ channelId: channel.id, teamId: selected === NONE ? null : selected })}
      saved={t`Channel ${channel.value}`}
    >
      <RadioGroup label={t`Team`} value={selected} onChange={setSelected}>
        <Radio value={NONE}>{t`No team`}</Radio>
        {teams.map((team) => (
          <Radio key={team.id} value={team.id}>
            {team.name}
          </Radio>
        ))}
      </RadioGroup>
    </TeamAssignmentForm>
  );
}
