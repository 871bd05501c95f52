import { useLingui } from '@lingui/react/macro';
import { settingsUserQueryOptions, useApi, useResendInvite, useUpdateSettingsUser } from '@parley/api';
import { Button, EmptyState, Skeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { useSaveMessages } from '../../lib/useSaveMessages.ts';
import * as styles from './settings.css.ts';
import { UserActivation } from './UserActivation.tsx';
import { UserForm } from './UserForm.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';

export type EditUserProps = {
  id: string;
  isAdmin: boolean;
  /** The signed-in user: editing oneself asks for the current password to move one's sign-in email. */
  meId: string;
};

/**
 * settings/users/{id}: edits a user. Admins see and must set the role; a user editing themselves does
 * not. A phone change their live WhatsApp channel could not follow is saved with the update warning.
 */
export function EditUser({ id, isAdmin, meId }: EditUserProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const user = useQuery(settingsUserQueryOptions(api, id));
  const update = useUpdateSettingsUser();
  const resend = useResendInvite();
  const messages = useSaveMessages();
  // A user editing themselves comes from their profile ("Edit information"): back there, not to a list
  // they can only read.
  const home = isAdmin ? '/settings/users' : '/profile/information';
  const back = () => void navigate({ to: home });

  if (user.isPending) {
    return (
      <div className={styles.form} aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  }
  if (user.isError) {
    return <LoadError onRetry={() => void user.refetch()}>{t`The user could not be loaded.`}</LoadError>;
  }
  const data = user.data;
  if (!data) return <EmptyState headingLevel={2} title={t`This user does not exist.`} />;
  const name = `${data.profile.firstName} ${data.profile.lastName}`.trim() || data.email;
  const isSelf = data.id === meId;

  return (
    <section className={styles.section} aria-labelledby="edit-user-heading">
      <div className={styles.toolbar}>
        <div className={styles.titleWithStatus}>
          <h2 id="edit-user-heading" className={styles.heading}>
            {name}
          </h2>
          <UserStatusBadge status={data.status} />
        </div>
        {isAdmin ? (
          <div className={styles.toolbarActions}>
            {/* A deactivated user cannot sign in: an invitation would lead nowhere. */}
            {data.active ? (
              <Button
                variant="secondary"
                isPending={resend.isPending}
                onPress={() =>
                  resend.mutate(id, {
                    onSuccess: (sent) => messages.inviteSent(sent.email),
                    onError: () => messages.error(t`Invitation`),
                  })
                }
              >
                {t`Send invitation again`}
              </Button>
            ) : null}
            {isSelf ? null : <UserActivation id={id} name={name} active={data.active} />}
          </div>
        ) : null}
      </div>
      <UserForm
        key={data.id}
        aria-label={t`Edit user`}
        roleShown={isAdmin}
        ownEmail={isSelf ? data.email : undefined}
        submitLabel={t`Save`}
        defaultValues={{
          firstName: data.profile.firstName,
          lastName: data.profile.lastName,
          email: data.email,
          title: data.title ?? '',
          phone: data.profile.phone ?? '',
          role: data.role.type,
          externalId: data.externalId ?? '',
        }}
        onSubmit={async (values) => {
          const updated = await update.mutateAsync({
            id,
            payload: {
              first_name: values.firstName,
              last_name: values.lastName,
              email: values.email,
              title: values.title,
              phone: values.phone,
              externalId: values.externalId,
              ...(values.currentPassword ? { current_password: values.currentPassword } : {}),
              ...(isAdmin && values.role ? { assign_role: values.role } : {}),
            },
          });
          return updated;
        }}
        onSaved={(updated) => {
          if (updated.phoneChannelsOutOfSync.length > 0) messages.warning(t`User`);
          else messages.success(t`User`);
          return navigate({ to: home });
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
