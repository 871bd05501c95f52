import { useLingui } from '@lingui/react/macro';
import { useCreateTeam } from '@parley/api';
import { type TeamVariant, teamFieldLimits, teamFormSchema } from '@parley/domain';
import { Button } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSchemaForm } from '../../lib/form/index.ts';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';

/**
 * settings/teams/add/{type}: a new team (spec 5: the name is required; the address variant requires
 * street, street number, zip code and city, each error on its field).
 */
export function NewTeam({ variant }: { variant: TeamVariant }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const messages = useSaveMessages();
  const isAddress = variant === 'address';
  const form = useSchemaForm({
    schema: useMemo(() => teamFormSchema(variant), [variant]),
    defaultValues: { name: '', externalId: '', street: '', streetNumber: '', zipCode: '', city: '' },
    failure: { messageKey: 'MESSAGES.UPDATE_ERROR', values: { what: t`Team` } },
    onSubmit: (v) =>
      create.mutateAsync({
        type: isAddress ? 'ADDRESS' : 'STANDARD',
        name: v.name,
        externalId: v.externalId || null,
        address: isAddress
          ? { street: v.street, streetNumber: v.streetNumber, zipCode: v.zipCode, city: v.city }
          : null,
      }),
    onSaved: () => {
      messages.created(t`Team`);
      return navigate({ to: '/settings/teams' });
    },
  });

  const text = (
    name: keyof typeof teamFieldLimits,
    label: string,
    isRequired: boolean,
    autoComplete = 'off',
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          isRequired={isRequired}
          maxLength={teamFieldLimits[name]}
          autoComplete={autoComplete}
        />
      )}
    </form.AppField>
  );

  const title = isAddress ? t`Add team with address` : t`Add team`;
  return (
    <section className={styles.section} aria-labelledby="new-team-heading">
      <h2 id="new-team-heading" className={styles.heading}>
        {title}
      </h2>
      <form.AppForm>
        <form.Shell aria-label={title} className={styles.form}>
          {text('name', t`Name`, true)}
          {text('externalId', t`External ID`, false)}
          {isAddress ? (
            <>
              <div className={styles.addressRow}>
                {text('street', t`Street`, true, 'address-line1')}
                {text('streetNumber', t`Street number`, true)}
              </div>
              <div className={styles.row}>
                {text('zipCode', t`Zip code`, true, 'postal-code')}
                {text('city', t`City`, true, 'address-level2')}
              </div>
            </>
          ) : null}
          <div className={styles.actions}>
            <form.SubmitButton>{t`Create team`}</form.SubmitButton>
            <Button variant="secondary" onPress={() => void navigate({ to: '/settings/teams' })}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </section>
  );
}
