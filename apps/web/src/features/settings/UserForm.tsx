import { useLingui } from '@lingui/react/macro';
import { useCheckEmail, useCheckPhone } from '@parley/api';
import {
  messageKeys,
  roleTypes,
  type UserSettingsForm,
  type UserSettingsFormInput,
  userFieldLimits,
  userSettingsFormSchema,
} from '@parley/domain';
import { SelectItem } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { type ReactNode, useMemo } from 'react';
import { FieldFailure, useSchemaForm } from '../../lib/form/index.ts';
import { useRoleNames } from '../../lib/roles.ts';
import * as styles from './settings.css.ts';

/** GraphQL input field → form field, for server errors. */
const formFieldOf = {
  first_name: 'firstName',
  last_name: 'lastName',
  assign_role: 'role',
  current_password: 'currentPassword',
} as const;

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  phone: string;
  role: '' | UserSettingsForm['role'];
  externalId: string;
  /** Asked only when users move their own sign-in email (`ownEmail`). */
  currentPassword?: string;
};

export type UserFormProps<R = unknown> = {
  defaultValues: UserFormValues;
  /** The role select is shown (and then required) only to company admins. */
  roleShown: boolean;
  /**
   * The saved email when users edit themselves: changing it shows the current-password field, which
   * it then needs (the server refuses the move without it).
   */
  ownEmail?: string | undefined;
  submitLabel: string;
  'aria-label': string;
  /** Saves; a rejection naming a field shows next to it, any other one as the update error above. */
  onSubmit: (values: UserSettingsForm) => Promise<R>;
  /** After a successful save, once the form holds what was saved (leaving does not ask). */
  onSaved?: (result: R) => unknown;
  actions?: ReactNode;
};

/**
 * The user form of settings/users (add and edit) with every rule of spec 5: names and email required
 * and trimmed, the email checked by `validateEmail` (disposable refused) with its message on the email
 * field, the phone matched and checked by `validatePhone` (DE), the role required when shown, the
 * external id without forbidden characters, and the server's duplicate external id on its field.
 */
export function UserForm<R>({
  defaultValues,
  roleShown,
  ownEmail,
  submitLabel,
  'aria-label': label,
  onSubmit,
  onSaved,
  actions,
}: UserFormProps<R>) {
  const { t } = useLingui();
  const roleName = useRoleNames();
  const checkEmail = useCheckEmail();
  const checkPhone = useCheckPhone();
  const form = useSchemaForm({
    schema: useMemo(() => userSettingsFormSchema({ roleShown, ownEmail }), [roleShown, ownEmail]),
    defaultValues: { currentPassword: '', ...defaultValues } as UserSettingsFormInput,
    serverFields: formFieldOf,
    failure: { messageKey: 'MESSAGES.UPDATE_ERROR', values: { what: t`User` } },
    onSubmit: async (values) => {
      // The spec's checks beside the form's own rules; their messages show on the field.
      const emailReason = await checkEmail.mutateAsync(values.email);
      if (emailReason) throw new FieldFailure('email', emailReason);
      if (values.phone && !(await checkPhone.mutateAsync(values.phone)))
        throw new FieldFailure('phone', messageKeys.invalidPhone);
      return onSubmit(values);
    },
    onSaved,
  });

  const email = useStore(form.store, (state) => state.values.email);
  const emailMoved = ownEmail !== undefined && email.trim().toLowerCase() !== ownEmail.trim().toLowerCase();

  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'title' | 'phone' | 'externalId',
    fieldLabel: string,
    options: { isRequired?: boolean; type?: 'email' | 'tel'; maxLength: number },
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={fieldLabel}
          type={options.type}
          autoComplete="off"
          isRequired={options.isRequired}
          maxLength={options.maxLength}
        />
      )}
    </form.AppField>
  );

  return (
    <form.AppForm>
      <form.Shell aria-label={label} className={styles.form}>
        <div className={styles.row}>
          {text('firstName', t`First name`, { isRequired: true, maxLength: userFieldLimits.name })}
          {text('lastName', t`Last name`, { isRequired: true, maxLength: userFieldLimits.name })}
        </div>
        {text('email', t`Email`, { isRequired: true, type: 'email', maxLength: userFieldLimits.email })}
        {ownEmail !== undefined && emailMoved ? (
          <form.AppField name="currentPassword">
            {(field) => (
              <field.PasswordField
                label={t`Current password`}
                description={t`You sign in with this email: confirm the change with your password. Your old address gets a notice.`}
                autoComplete="current-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
              />
            )}
          </form.AppField>
        ) : null}
        <div className={styles.row}>
          {text('title', t`Title`, { maxLength: userFieldLimits.title })}
          {text('phone', t`Telephone`, { type: 'tel', maxLength: userFieldLimits.phone })}
        </div>
        {roleShown ? (
          <form.AppField name="role">
            {(field) => (
              <field.Select label={t`Role`} placeholder={t`Choose a role`} isRequired>
                {roleTypes.map((type) => (
                  <SelectItem key={type} id={type}>
                    {roleName(type)}
                  </SelectItem>
                ))}
              </field.Select>
            )}
          </form.AppField>
        ) : null}
        {text('externalId', t`External ID`, { maxLength: userFieldLimits.externalId })}
        <div className={styles.actions}>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
          {actions}
        </div>
      </form.Shell>
    </form.AppForm>
  );
}
