import { useLingui } from '@lingui/react/macro';
import { withTextFieldGroup } from '../../lib/form/text.ts';

/**
 * A new password and its confirmation (spec 5: both required, they must match), for any form that
 * sets one: a field group, so the form may hold more (the change-password dialog asks for the current
 * password too). Use it as `<NewPasswordFields form={form} fields={newPasswordFields} />`.
 */
export const NewPasswordFields = withTextFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  render: function NewPasswordFieldsRender({ group: form }) {
    const { t } = useLingui();
    const passwordField = (name: 'password' | 'confirmPassword', label: string) => (
      <form.AppField name={name}>
        {(field) => (
          <field.PasswordField
            label={label}
            autoComplete="new-password"
            isRequired
            showLabel={t`Show password`}
            hideLabel={t`Hide password`}
          />
        )}
      </form.AppField>
    );
    return (
      <>
        {passwordField('password', t`New password`)}
        {passwordField('confirmPassword', t`Confirm new password`)}
      </>
    );
  },
});

/** The field group's fields, where they stand in a form that names them the same. */
export const newPasswordFields = { password: 'password', confirmPassword: 'confirmPassword' } as const;
