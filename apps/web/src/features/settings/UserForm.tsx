import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useCheckEmail, useCheckPhone } from '@parley/api';
import {
  messageKeys,
  parseForm,
  roleTypes,
  type UserSettingsForm,
  type UserSettingsFormInput,
  userFieldLimits,
  userSettingsFormSchema,
} from '@parley/domain';
import { Banner, Button, Form, Select, SelectItem, TextField } from '@parley/ui';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { type ReactNode, useMemo, useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { useRoleNames } from './roles.ts';
import * as styles from './settings.css.ts';
import { translateKey } from './useSaveMessages.ts';

const fields = ['firstName', 'lastName', 'email', 'title', 'phone', 'role', 'externalId'] as const;
type FieldName = (typeof fields)[number];

/** GraphQL input field → form field, for server errors. */
const formFieldOf: Record<string, FieldName> = {
  first_name: 'firstName',
  last_name: 'lastName',
  assign_role: 'role',
};

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  phone: string;
  role: '' | UserSettingsForm['role'];
  externalId: string;
};

export type UserFormProps = {
  defaultValues: UserFormValues;
  /** The role select is shown (and then required) only to company admins. */
  roleShown: boolean;
  submitLabel: string;
  'aria-label': string;
  /** Saves; a rejection naming a field shows next to it, any other one as the update error above. */
  onSubmit: (values: UserSettingsForm, options: { allowLeave: () => void }) => Promise<void>;
  actions?: ReactNode;
};

function renameField(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('info' in error)) return error;
  const info = (error as { info: { field: string | null } }).info;
  const name = info.field?.slice(info.field.lastIndexOf('.') + 1);
  const field = name ? (formFieldOf[name] ?? name) : null;
  return { info: { ...info, field } };
}

/**
 * The user form of settings/users (add and edit) with every rule of spec 5: names and email required
 * and trimmed, the email checked by `validateEmail` (disposable refused) with its message on the email
 * field, the phone matched and checked by `validatePhone` (DE), the role required when shown, the
 * external id without forbidden characters, and the server's duplicate external id on its field.
 */
export function UserForm({
  defaultValues,
  roleShown,
  submitLabel,
  'aria-label': label,
  onSubmit,
  actions,
}: UserFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const fieldError = useFieldError();
  const roleName = useRoleNames();
  const checkEmail = useCheckEmail();
  const checkPhone = useCheckPhone();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => userSettingsFormSchema({ roleShown }), [roleShown]);
  const form = useForm({
    defaultValues: defaultValues as UserSettingsFormInput,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      const parsed = parseForm(schema, value);
      if (!parsed.success) return;
      setFormError(null);
      const fail = (field: FieldName, messageKey: string) =>
        showServerFieldError(formApi, { info: { field, messageKey } }, fields);
      try {
        // The spec's checks beside the form's own rules; their messages show on the field.
        const emailReason = await checkEmail.mutateAsync(parsed.output.email);
        if (emailReason) return void fail('email', emailReason);
        if (parsed.output.phone && !(await checkPhone.mutateAsync(parsed.output.phone)))
          return void fail('phone', messageKeys.invalidPhone);
        await onSubmit(parsed.output, { allowLeave: guard.allowLeave });
        formApi.reset(value);
      } catch (error) {
        if (!showServerFieldError(formApi, renameField(error), fields))
          setFormError(translateKey(i18n, 'MESSAGES.UPDATE_ERROR', { what: t`User` }));
      }
    },
  });
  const isDirty = useStore(form.store, (state) => state.isDirty);
  const guard = useLeaveGuard(isDirty);

  const text = (
    name: Exclude<FieldName, 'role'>,
    fieldLabel: string,
    options: { isRequired?: boolean; type?: 'email' | 'tel'; autoComplete?: string; maxLength: number },
  ) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors);
        return (
          <TextField
            label={fieldLabel}
            name={name}
            type={options.type}
            autoComplete={options.autoComplete ?? 'off'}
            isRequired={options.isRequired}
            maxLength={options.maxLength}
            value={String(field.state.value ?? '')}
            onChange={(next) => field.handleChange(next)}
            onBlur={field.handleBlur}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        );
      }}
    </form.Field>
  );

  return (
    <Form
      validationBehavior="aria"
      aria-label={label}
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
      <div className={styles.row}>
        {text('firstName', t`First name`, { isRequired: true, maxLength: userFieldLimits.name })}
        {text('lastName', t`Last name`, { isRequired: true, maxLength: userFieldLimits.name })}
      </div>
      {text('email', t`Email`, { isRequired: true, type: 'email', maxLength: userFieldLimits.email })}
      <div className={styles.row}>
        {text('title', t`Title`, { maxLength: userFieldLimits.title })}
        {text('phone', t`Telephone`, { type: 'tel', maxLength: userFieldLimits.phone })}
      </div>
      {roleShown ? (
        <form.Field name="role">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <Select
                label={t`Role`}
                placeholder={t`Choose a role`}
                isRequired
                selectedKey={field.state.value || null}
                onSelectionChange={(key) => field.handleChange(String(key ?? '') as UserFormValues['role'])}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              >
                {roleTypes.map((type) => (
                  <SelectItem key={type} id={type}>
                    {roleName(type)}
                  </SelectItem>
                ))}
              </Select>
            );
          }}
        </form.Field>
      ) : null}
      {text('externalId', t`External ID`, { maxLength: userFieldLimits.externalId })}
      <div className={styles.actions}>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <Button type="submit" isPending={isSubmitting}>
              {submitLabel}
            </Button>
          )}
        </form.Subscribe>
        {actions}
      </div>
    </Form>
  );
}
