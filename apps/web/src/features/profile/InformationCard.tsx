import { useLingui } from '@lingui/react/macro';
import { useUpdateMyProfile } from '@parley/api';
import { newPasswordFormSchema, parseForm } from '@parley/domain';
import { Banner, Button, Card, Dialog, Form, Link, Modal, PasswordField, useToast } from '@parley/ui';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { showServerFieldError, useFieldError } from '../../lib/formErrors.ts';
import { useRoleNames } from '../settings/roles.ts';
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
          <Button variant="quiet" size="sm" onPress={() => setChanging(true)}>
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
 * Password and confirmation (spec 5: required, must match), checked here and on the server. The new
 * password is set in the identity provider; the app then signs in with it, so the session goes on.
 */
function ChangePasswordDialog({ me, onClose }: { me: MyProfile; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const fieldError = useFieldError();
  const { app } = useRouteContext({ from: '/_authenticated' });
  const update = useUpdateMyProfile(me.id);
  const [failed, setFailed] = useState(false);

  const form = useForm({
    defaultValues: { password: '', confirmPassword: '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: newPasswordFormSchema },
    onSubmit: async ({ value }) => {
      const parsed = parseForm(newPasswordFormSchema, value);
      if (!parsed.success) return;
      setFailed(false);
      try {
        await update.mutateAsync({ password: value.password, confirm_password: value.confirmPassword });
      } catch (error) {
        const field =
          error && typeof error === 'object' && 'info' in error
            ? (error as { info: { field?: string } }).info.field
            : undefined;
        const renamed =
          field === 'confirm_password' && error && typeof error === 'object'
            ? { info: { ...(error as { info: object }).info, field: 'confirmPassword' } }
            : error;
        if (!showServerFieldError(form, renamed, ['password', 'confirmPassword'])) setFailed(true);
        return;
      }
      // The identity provider ends other sessions on a new password: sign in with it at once.
      await app.session.signIn(me.email, value.password).catch(() => undefined);
      toast.add({ tone: 'positive', title: t`Your password is changed.` });
      onClose();
    },
  });

  return (
    <Dialog title={t`Change password`} closeLabel={t`Close`}>
      <Form
        validationBehavior="aria"
        aria-label={t`Change password`}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        {failed ? (
          <Banner tone="critical" role="alert">
            {t`The password could not be changed. Please try again.`}
          </Banner>
        ) : null}
        <form.Field name="password">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <PasswordField
                label={t`New password`}
                name="password"
                autoComplete="new-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Field name="confirmPassword">
          {(field) => {
            const error = fieldError(field.state.meta.errors);
            return (
              <PasswordField
                label={t`Confirm new password`}
                name="confirmPassword"
                autoComplete="new-password"
                isRequired
                showLabel={t`Show password`}
                hideLabel={t`Hide password`}
                value={field.state.value}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
                isInvalid={Boolean(error)}
                errorMessage={error}
              />
            );
          }}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={onClose}>
                {t`Cancel`}
              </Button>
              <Button type="submit" isPending={isSubmitting}>
                {t`Save new password`}
              </Button>
            </div>
          )}
        </form.Subscribe>
      </Form>
    </Dialog>
  );
}
