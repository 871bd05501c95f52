import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { settingsTeamsQueryOptions, useApi, useDeleteTeam, useUpdateTeam } from '@parley/api';
import { Banner, Button, EmptyState, Skeleton, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { failureText, registerKeyedMessages } from '../../lib/messages.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import { TeamForm } from './TeamForm.tsx';

registerKeyedMessages({
  'SETTINGS.TEAM_HAS_CHANNELS': msg({
    id: 'SETTINGS.TEAM_HAS_CHANNELS',
    message: 'This team still has channels. Put them into another team first, then delete it.',
  }),
});

/**
 * settings/teams/{teamId}: rename a team or change its address (a team with an address keeps its
 * four fields required), or delete it after a confirmation. The server refuses to delete a team that
 * still has channels (SETTINGS.TEAM_HAS_CHANNELS), and the reason is shown.
 */
export function EditTeam({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const teams = useQuery(settingsTeamsQueryOptions(api));
  if (teams.isPending) return <Skeleton lines={4} />;
  if (teams.isError)
    return (
      <Banner tone="critical" role="alert">
        {t`The teams could not be loaded.`}
      </Banner>
    );
  const team = teams.data.find((candidate) => candidate.id === teamId);
  if (!team) return <EmptyState headingLevel={2} title={t`This team does not exist.`} />;
  return <EditTeamForm key={team.id} team={team} />;
}

type Team = {
  id: string;
  name: string;
  externalId?: string | null;
  address?: {
    street?: string | null;
    streetNumber?: string | null;
    zipCode?: string | null;
    city?: string | null;
  } | null;
};

function EditTeamForm({ team }: { team: Team }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const update = useUpdateTeam();
  const remove = useDeleteTeam();
  const messages = useSaveMessages();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const name = team.name;
  const address = team.address;
  const hasAddress = Boolean(address?.street || address?.streetNumber || address?.zipCode || address?.city);

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(team.id);
      toast.add({ tone: 'positive', title: t`Team “${name}” deleted.` });
      setConfirming(false);
      await navigate({ to: '/settings/teams' });
    } catch (error) {
      // The server's reason (a team with channels) in the user's language; otherwise a plain failure.
      toast.add({
        tone: 'critical',
        title: failureText(i18n, error) ?? t`The team could not be deleted. Please try again.`,
      });
      setConfirming(false);
    }
  };

  return (
    <>
      <TeamForm
        variant={hasAddress ? 'address' : 'standard'}
        initial={{
          name: team.name,
          externalId: team.externalId ?? '',
          street: address?.street ?? '',
          streetNumber: address?.streetNumber ?? '',
          zipCode: address?.zipCode ?? '',
          city: address?.city ?? '',
        }}
        headingId="edit-team-heading"
        title={t`Edit team ${name}`}
        submitLabel={t`Save`}
        save={(input) => update.mutateAsync({ id: team.id, input })}
        onSaved={() => {
          messages.success(t`Team`);
          return navigate({ to: '/settings/teams' });
        }}
        extra={
          <Button variant="critical" onPress={() => setConfirming(true)}>
            {t`Delete team`}
          </Button>
        }
      />
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete team?`}
        actionLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        onConfirm={handleDelete}
      >
        {t`“${name}” is removed with its members and opening hours. Its appointments stay, without a team.`}
      </ConfirmDialog>
    </>
  );
}
