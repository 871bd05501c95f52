import { useLingui } from '@lingui/react/macro';
import type { CreateTeamInput } from '@parley/api';
import {
  type TeamForm as TeamValues,
  type TeamVariant,
  teamFieldLimits,
  teamFormSchema,
} from '@parley/domain';
import { Button } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './settings.css.ts';

export const emptyTeam: TeamValues = {
  name: '',
  externalId: '',
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
};

/**
 * A team's form, for a new team and for changing one (spec 5: the name is required; the address
 * variant requires street, street number, zip code and city, each error on its field). `save` gets the
 * mutation's input; `onSaved` runs after it worked. `extra` sits beside the buttons (e.g. delete).
 */
export function TeamForm({
  variant,
  initial = emptyTeam,
  title,
  headingId,
  submitLabel,
  save,
  onSaved,
  extra,
}: {
  variant: TeamVariant;
  initial?: TeamValues;
  title: string;
  headingId: string;
  submitLabel: string;
  save: (input: CreateTeamInput) => Promise<unknown>;
  onSaved: () => unknown;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const isAddress = variant === 'address';
  const form = useSchemaForm({
    schema: useMemo(() => teamFormSchema(variant), [variant]),
    defaultValues: initial,
    failure: { messageKey: 'MESSAGES.UPDATE_ERROR', values: { what: t`Team` } },
    onSubmit: (v) =>
      save({
        type: isAddress ? 'ADDRESS' : 'STANDARD',
        name: v.name,
        externalId: v.externalId || null,
        address: isAddress
          ? { street: v.street, streetNumber: v.streetNumber, zipCode: v.zipCode, city: v.city }
          : null,
      }),
    onSaved,
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

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
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
            <form.SubmitButton>{submitLabel}</form.SubmitButton>
            <Button variant="secondary" onPress={() => void navigate({ to: '/settings/teams' })}>
              {t`Cancel`}
            </Button>
            {extra}
          </div>
        </form.Shell>
      </form.AppForm>
    </section>
  );
}
