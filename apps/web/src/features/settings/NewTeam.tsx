import { useLingui } from '@lingui/react/macro';
import { useCreateTeam } from '@parley/api';
import type { TeamVariant } from '@parley/domain';
import { useNavigate } from '@tanstack/react-router';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import { TeamForm } from './TeamForm.tsx';

/** settings/teams/add/{type}: a new team, with an address or without. */
export function NewTeam({ variant }: { variant: TeamVariant }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const messages = useSaveMessages();
  return (
    <TeamForm
      variant={variant}
      headingId="new-team-heading"
      title={variant === 'address' ? t`Add team with address` : t`Add team`}
      submitLabel={t`Create team`}
      save={(input) => create.mutateAsync(input)}
      onSaved={() => {
        messages.created(t`Team`);
        return navigate({ to: '/settings/teams' });
      }}
    />
  );
}
