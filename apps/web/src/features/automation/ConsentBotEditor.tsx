import { useLingui } from '@lingui/react/macro';
import { consentBotQueryOptions, useApi, useUpdateConsentBot } from '@parley/api';
import {
  BOT_KEYWORD_MAX_LENGTH,
  BOT_MESSAGE_MAX_LENGTH,
  type ConsentBotForm,
  consentBotFormSchema,
} from '@parley/domain';
import { Button, Skeleton, Switch, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './automation.css.ts';
import { useSaveFailed } from './useSaveFailed.ts';

/**
 * automation/autoresponder/consent-bot: the opt-in consent bot's switch, the question it asks a
 * customer whose consent is unknown, and the answers it understands (agree, decline, and the revoke
 * word that works at any time).
 */
export function ConsentBotEditor() {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const failed = useSaveFailed();
  const navigate = useNavigate();
  const bot = useQuery(consentBotQueryOptions(api));
  const update = useUpdateConsentBot();
  const toList = () => navigate({ to: '/automation/autoresponder' });

  if (bot.isError)
    return (
      <LoadError onRetry={() => void bot.refetch()}>{t`The consent bot could not be loaded.`}</LoadError>
    );
  if (!bot.data) return <Skeleton shape="rect" height="20rem" aria-label={t`Loading the consent bot…`} />;
  const { question, agreeKeyword, declineKeyword, revokeKeyword } = bot.data;
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t`Consent bot`}</h2>
      <p className={styles.intro}>
        {t`When a customer whose consent is unknown writes, the bot asks once and records the answer on the contact. The revoke word revokes a consent at any time.`}
      </p>
      <Switch
        isSelected={bot.data.active}
        onChange={(active) => update.mutate({ active }, { onError: failed })}
      >
        {t`Active`}
      </Switch>
      <ConsentForm
        defaultValues={{ question, agreeKeyword, declineKeyword, revokeKeyword }}
        onSubmit={(config) => update.mutateAsync({ config })}
        onSaved={() => {
          toast.add({ tone: 'positive', title: t`Consent bot saved.` });
          return toList();
        }}
        onCancel={() => void toList()}
      />
    </div>
  );
}

function ConsentForm({
  defaultValues,
  onSubmit,
  onSaved,
  onCancel,
}: {
  defaultValues: ConsentBotForm;
  onSubmit: (config: ConsentBotForm) => Promise<unknown>;
  onSaved: () => unknown;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm({ schema: consentBotFormSchema, defaultValues, onSubmit, onSaved });
  const keyword = (
    name: 'agreeKeyword' | 'declineKeyword' | 'revokeKeyword',
    label: string,
    description: string,
  ) => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          description={description}
          isRequired
          maxLength={BOT_KEYWORD_MAX_LENGTH * 4}
        />
      )}
    </form.AppField>
  );
  return (
    <form.AppForm>
      <form.Shell aria-label={t`Consent bot`} className={styles.form}>
        <form.AppField name="question">
          {(field) => (
            <field.TextArea label={t`Question`} isRequired rows={3} maxLength={BOT_MESSAGE_MAX_LENGTH} />
          )}
        </form.AppField>
        {keyword(
          'agreeKeyword',
          t`Answer that agrees`,
          t`E.g. YES. Case and a final full stop do not matter.`,
        )}
        {keyword('declineKeyword', t`Answer that declines`, t`E.g. NO.`)}
        {keyword('revokeKeyword', t`Word that revokes`, t`E.g. STOP. Works at any time, also later.`)}
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
