import { useLingui } from '@lingui/react/macro';
import { useUpdateMyProfile } from '@parley/api';
import { changePasswordFormSchema } from '@parley/domain';
import { Button, Card, Dialog, Link, Modal, useToast } from '@parley/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTextForm } from '../../lib/form/text.ts';
import { useRoleNames } from '../../lib/roles.ts';
import { NewPasswordFields, newPasswordFields } from '../auth/index.ts';
import type { MyProfile } from './ProfileInformation.tsx';
import * as styles from './profile.css.ts';

/** Name, title, email, masked password (with the change-password dialog), address, external id, role. */
export function InformationCard({ me }: { me: MyProfile }) {
  const { t } = useLingui();
  const roleName = useRoleNames();
  const [changing, setChanging] = useState(false);
  const address = me.address;
  const street = [address?.street, address?.streetNumber].filter(Boolean).join(' ');
  const city = [address?.zipCode, address?.city].filter(Boolean).join(' ');
  const none = <span className={styles.note}>{t`Not given`}</span>;

  return (
    <Card
      title={t`Information`}
      actions={
        <Link href={`/settings/users/${me.id}`} variant="standalone">
          {t`Edit information`}
        </Link>
      }
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Name`}</dt>
        <dd className={styles.definition}>{`${me.profile.firstName} ${me.profile.lastName}`}</dd>
        <dt className={styles.term}>{t`Title`}</dt>
        <dd className={styles.definition}>{me.title || none}</dd>
        <dt className={styles.term}>{t`Email`}</dt>
        <dd className={styles.definition}>{me.email}</dd>
        <dt className={styles.term}>{t`Password`}</dt>
        <dd className={styles.definition}>
          <span aria-hidden="true">••••••••</span>
          <span className={styles.visuallyHidden}>{t`Hidden`}</span>{' '}
          {/* On the value's line (a boxed button's padding set it off the line and the column). */}
          <Button variant="text" onPress={() => setChanging(true)}>
            {t`Change password`}
          </Button>
        </dd>
        <dt className={styles.term}>{t`Address`}</dt>
        <dd className={styles.definition}>
          {street || city ? (
            <>
              {street}
              {street && city ? ', ' : null}
              {city}
            </>
          ) : (
            none
          )}
        </dd>
        <dt className={styles.term}>{t`External id`}</dt>
        <dd className={styles.definition}>{me.externalId || none}</dd>
        <dt className={styles.term}>{t`Role`}</dt>
        <dd className={styles.definition}>{roleName(me.role.type)}</dd>
      </dl>
      <Modal
        size="sm"
        isDismissable={false}
        isOpen={changing}
        onOpenChange={(open) => {
          if (!open) setChanging(false);
        }}
      >
        <ChangePasswordDialog me={me} onClose={() => setChanging(false)} />
      </Modal>
    </Card>
  );
}

/**
 * The current password, then the new one and its confirmation (spec 5: required, must match), checked
 * here and on the server; the server asks the identity provider whether the current one is right, so
 * an open or stolen session alone cannot change it. The new password is set in the identity provider,
 * which ends the other sessions; the app then signs in with it, so this one goes on.
 */
function ChangePasswordDialog({ me, onClose }: { me: MyProfile; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { app } = useRouteContext({ from: '/_authenticated' });
  const update = useUpdateMyProfile(me.id);

  const form = useTextForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    serverFields: { confirm_password: 'confirmPassword', current_password: 'currentPassword' },
    failure: { text: t`The password could not be changed. Please try again.` },
    onSubmit: async ({ currentPassword, password, confirmPassword }) => {
      await update.mutateAsync({
        current_password: currentPassword,
        password,
        confirm_password: confirmPassword,
      });
      // The identity provider ends other sessions on a new password: sign in with it at once.
      await app.session.signIn(me.email, password).catch(() => undefined);
    },
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`Your password is changed.` });
      onClose();
    },
  });

  return (
    <form.AppForm>
      <Dialog title={t`Change password`} closeLabel={t`Close`}>
        <form.Shell aria-label={t`Change password`} className={styles.form}>
          <form.AppField name="currentPassword">
            {(field) => (
              <field.PasswordField
                label={t`Current password`}
                autoComplete="current-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
              />
            )}
          </form.AppField>
          <NewPasswordFields form={form} fields={newPasswordFields} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onClose}>
              {t`Cancel`}
            </Button>
            <form.SubmitButton>{t`Save new password`}</form.SubmitButton>
          </div>
        </form.Shell>
      </Dialog>
    </form.AppForm>
  );
}
