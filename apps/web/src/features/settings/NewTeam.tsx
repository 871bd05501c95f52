import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useCreateTeam } from '@parley/api';
import {
  parseForm,
  type TeamFormInput,
  type TeamVariant,
  teamFieldLimits,
  teamFormSchema,
} from '@parley/domain';
import { Banner, Button, Form, TextField } from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import * as styles from './settings.css.ts';
import { translateKey, useSaveMessages } from './useSaveMessages.ts';

const fields = ['name', 'externalId', 'street', 'streetNumber', 'zipCode', 'city'] as const;
type FieldName = (typeof fields)[number];

/**
 * settings/teams/add/{type}: a new team (spec 5: the name is required; the address variant requires
 * street, street number, zip code and city, each error on its field).
 */
export function NewTeam({ variant }: { variant: TeamVariant }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const create = useCreateTeam();
  const messages = useSaveMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => teamFormSchema(variant), [variant]);
  const isAddress = variant === 'address';
  const form = useForm({
    defaultValues: {
      name: '',
      externalId: '',
      street: '',
      streetNumber: '',
      zipCode: '',
      city: '',
    } as TeamFormInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(schema, value);
      if (!parsed.success) return;
      setFormError(null);
      const v = parsed.output;
      try {
        await create.mutateAsync({
          type: isAddress ? 'ADDRESS' : 'STANDARD',
          name: v.name,
          externalId: v.externalId || null,
          address: isAddress
            ? { street: v.street, streetNumber: v.streetNumber, zipCode: v.zipCode, city: v.city }
            : null,
        });
        formApi.reset(value);
        messages.created(t`Team`);
        guard.allowLeave();
        await navigate({ to: '/settings/teams' });
      } catch (error) {
        if (!showServerFieldError(formApi, error, fields))
          setFormError(translateKey(i18n, 'MESSAGES.UPDATE_ERROR', { what: t`Team` }));
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  const text = (
    name: FieldName,
    label: string,
    maxLength: number,
    isRequired: boolean,
    autoComplete = 'off',
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TextField
            label={label}
            name={name}
            isRequired={isRequired}
            maxLength={maxLength}
            autoComplete={autoComplete}
            value={field.state.value ?? ''}
            onChange={(next) => field.handleChange(next)}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  const title = isAddress ? t`Add team with address` : t`Add team`;
  return (
    <section className={styles.section} aria-labelledby="new-team-heading">
      <h2 id="new-team-heading" className={styles.heading}>
        {title}
      </h2>
      <Form
        validationBehavior="aria"
        aria-label={title}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {guard.dialog}
        {formError ? (
          <Banner tone="critical" role="alert">
            {formError}
          </Banner>
        ) : null}
        {text('name', t`Name`, teamFieldLimits.name, true)}
        {text('externalId', t`External ID`, teamFieldLimits.externalId, false)}
        {isAddress ? (
          <>
            <div className={styles.addressRow}>
              {text('street', t`Street`, teamFieldLimits.street, true, 'address-line1')}
              {text('streetNumber', t`Street number`, teamFieldLimits.streetNumber, true)}
            </div>
            <div className={styles.row}>
              {text('zipCode', t`Zip code`, teamFieldLimits.zipCode, true, 'postal-code')}
              {text('city', t`City`, teamFieldLimits.city, true, 'address-level2')}
            </div>
          </>
        ) : null}
        <div className={styles.actions}>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" isPending={isSubmitting}>
                {t`Create team`}
              </Button>
            )}
          </form.Subscribe>
          <Button variant="secondary" onPress={() => void navigate({ to: '/settings/teams' })}>
            {t`Cancel`}
          </Button>
        </div>
      </Form>
    </section>
  );
}
