import { useLingui } from '@lingui/react/macro';
import { useInviteUser } from '@parley/api';
import { Button } from '@parley/ui';
import { useNavigate } from '@tanstack/react-router';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';
import { UserForm } from './UserForm.tsx';

/** settings/users/add: invites a user (the server creates the account and sends the invite mail). */
export function NewUser() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const invite = useInviteUser();
  const messages = useSaveMessages();
  const back = () => void navigate({ to: '/settings/users' });
  return (
    <section className={styles.section} aria-labelledby="new-user-heading">
      <h2 id="new-user-heading" className={styles.heading}>{t`Invite user`}</h2>
      <p
        className={styles.intro}
      >{t`The new user gets an email with a link to set a password and sign in.`}</p>
      <UserForm
        aria-label={t`Invite user`}
        roleShown
        submitLabel={t`Send invitation`}
        defaultValues={{
          firstName: '',
          lastName: '',
          email: '',
          title: '',
          phone: '',
          role: 'COMPANY_USER',
          externalId: '',
        }}
        onSubmit={async (values) => {
          const user = await invite.mutateAsync({
            first_name: values.firstName,
            last_name: values.lastName,
            email: values.email,
            title: values.title || null,
            phone: values.phone || null,
            assign_role: values.role || 'COMPANY_USER',
            externalId: values.externalId || null,
          });
          return user;
        }}
        onSaved={(user) => {
          messages.inviteSent(user.email);
          return navigate({ to: '/settings/users' });
        }}
        actions={
          <Button variant="secondary" onPress={back}>
            {t`Cancel`}
          </Button>
        }
      />
    </section>
  );
}
