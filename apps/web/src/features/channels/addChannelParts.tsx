import { useLingui } from '@lingui/react/macro';
import { SelectItem, type SelectProps, useToast } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/* What every add-channel form shares: the team picker and the form's failure, success and cancel. */

const NO_TEAM = 'none';

export type Team = { id: string; name: string };

export function useAddChannelForm() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const toList = () => navigate({ to: '/settings/channels' });
  return {
    failure: { text: t`The channel could not be added.` },
    added: (value: string) => {
      toast.add({ tone: 'positive', title: t`Channel ${value} added.` });
      return toList();
    },
    cancel: () => void toList(),
    /** A secret's label, and its reveal toggle's named after it. */
    secret: (label: string) => ({ label, showLabel: t`Show ${label}`, hideLabel: t`Hide ${label}` }),
  };
}

type TeamSelectProps = Pick<SelectProps<object>, 'label' | 'description' | 'children'> & {
  nullKey: string;
  noneValue: '';
};

export function TeamField({
  field,
  teams,
}: {
  field: { Select: ComponentType<TeamSelectProps> };
  teams: Team[];
}) {
  const { t } = useLingui();
  return (
    <field.Select
      label={t`Team`}
      description={t`The team whose conversations come in through this channel.`}
      nullKey={NO_TEAM}
      // The channel schemas read a blank team id as none.
      noneValue=""
    >
      <SelectItem id={NO_TEAM}>{t`No team`}</SelectItem>
      {teams.map((team) => (
        <SelectItem key={team.id} id={team.id}>
          {team.name}
        </SelectItem>
      ))}
    </field.Select>
  );
}
