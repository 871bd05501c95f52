import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { autorespondersQueryOptions, useApi, useUpdateAutoresponder } from '@parley/api';
import {
  AUTORESPONDER_BODY_MAX_LENGTH,
  AUTORESPONDER_SUBJECT_MAX_LENGTH,
  type AutoresponderType,
  autoresponderConfigSchema,
} from '@parley/domain';
import { Button, Skeleton, Switch, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './automation.css.ts';
import { useAutomationTexts } from './texts.ts';
import { useSaveFailed } from './useSaveFailed.ts';

/**
 * automation/autoresponder/{type}: the reply of one autoresponder, its subject (email) and text, and its
 * switch. Nothing typed is lost when the save fails; leaving with unsaved changes asks first.
 */
export function AutoresponderEditor({ type }: { type: AutoresponderType }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const failed = useSaveFailed();
  const navigate = useNavigate();
  const texts = useAutomationTexts();
  const responders = useQuery(autorespondersQueryOptions(api));
  const update = useUpdateAutoresponder();
  const responder = responders.data?.find((item) => item.type === type);
  const toList = () => navigate({ to: '/automation/autoresponder' });

  if (responders.isError)
    return (
      <LoadError
        onRetry={() => void responders.refetch()}
      >{t`The autoresponder could not be loaded.`}</LoadError>
    );
  if (!responder) return <Skeleton shape="rect" height="20rem" aria-label={t`Loading autoresponder…`} />;
  const { name, description } = texts.responders[type];
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{name}</h2>
      <p className={styles.intro}>{description}</p>
      <Switch
        isSelected={responder.active}
        isLocked={responder.locked}
        lockedDescription={responder.locked ? t`Always sent.` : undefined}
        onChange={(active) => update.mutate({ id: responder.id, active }, { onError: failed })}
      >
        {t`Active`}
      </Switch>
      <ResponderForm
        defaultValues={responder.config}
        onSubmit={(config) => update.mutateAsync({ id: responder.id, config })}
        onSaved={() => {
          toast.add({ tone: 'positive', title: t`Autoresponder saved.` });
          return toList();
        }}
        onCancel={() => void toList()}
        label={t`Reply of ${name}`}
      />
    </div>
  );
}

function ResponderForm({
  defaultValues,
  onSubmit,
  onSaved,
  onCancel,
  label,
}: {
  defaultValues: { subject: string; body: string };
  onSubmit: (config: { subject: string; body: string }) => Promise<unknown>;
  onSaved: () => unknown;
  onCancel: () => void;
  label: string;
}) {
  const { t } = useLingui();
  const form = useSchemaForm({
    schema: autoresponderConfigSchema,
    defaultValues,
    onSubmit,
    onSaved,
    serverFields: { 'config.subject': 'subject', 'config.body': 'body' },
  });
  return (
    <form.AppForm>
      <form.Shell aria-label={label} className={styles.form}>
        <form.AppField name="subject">
          {(field) => (
            <field.TextField
              label={t`Subject`}
              description={t`The subject line when the reply goes out by email.`}
              maxLength={AUTORESPONDER_SUBJECT_MAX_LENGTH * 4}
            />
          )}
        </form.AppField>
        <form.AppField name="body">
          {(field) => (
            <field.TextArea
              label={t`Text`}
              description={t`Sent to the customer as written.`}
              isRequired
              rows={6}
              maxLength={AUTORESPONDER_BODY_MAX_LENGTH}
              formatCounter={(count, max) =>
                t`${count} of ${plural(max, { one: '# character', other: '# characters' })}`
              }
            />
          )}
        </form.AppField>
        <div className={styles.actions}>
          <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save`}</form.SubmitButton>
          <Button variant="quiet" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form.Shell>
    </form.AppForm>
  );
}
