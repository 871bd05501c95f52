import { useLingui } from '@lingui/react/macro';
import { withTextForm } from '../../lib/form/text.ts';

/** A new password and its confirmation (spec 5: both required, they must match), for any form that sets one. */
export const NewPasswordFields = withTextForm({
  defaultValues: { password: '', confirmPassword: '' },
  render: function NewPasswordFieldsRender({ form }) {
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
