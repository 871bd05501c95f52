import { useLingui } from '@lingui/react/macro';
import { type BotsQuery, botQueryOptions, useApi, useUpdateBot } from '@parley/api';
import { BOT_NAME_MAX_LENGTH, type BotSettingsForm, botSettingsFormSchema } from '@parley/domain';
import { Button, Link, Skeleton, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './automation.css.ts';
import { useBotOptions } from './useBotOptions.ts';

type Bot = BotsQuery['bots'][number];

/**
 * settings/bot/{id}: a bot's name, whether it is on, and what it does when it starts (spec 3's bot
 * configs): only for contacts with consent, the conversation assigned to a user or closed, a product
 * and a customer type set on it.
 */
export function BotSettingsEditor({ id, companyId }: { id: string; companyId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const bot = useQuery(botQueryOptions(api, id));
  if (bot.isError)
    return <LoadError onRetry={() => void bot.refetch()}>{t`The bot could not be loaded.`}</LoadError>;
  if (!bot.data) return <Skeleton shape="rect" height="20rem" aria-label={t`Loading the bot…`} />;
  return <SettingsForm bot={bot.data} companyId={companyId} />;
}

function SettingsForm({ bot, companyId }: { bot: Bot; companyId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateBot();
  const options = useBotOptions(companyId, { users: true, portfolio: true });
  const [config] = bot.configs;
  const defaultValues: BotSettingsForm = {
    name: bot.name,
    active: bot.active,
    isConsentActive: config?.isConsentActive ?? false,
    userId: config?.userId ?? '',
    opportunityProductId: config?.opportunityProductId ?? '',
    opportunityTypeId: config?.opportunityTypeId ?? '',
    opportunityAction: (config?.opportunityAction as BotSettingsForm['opportunityAction']) ?? 'NONE',
  };
  const form = useSchemaForm({
    schema: botSettingsFormSchema,
    defaultValues,
    onSubmit: ({ name, active, ...settings }) =>
      update.mutateAsync({ id: bot.id, active, payload: { name, settings } }),
    onSaved: () => {
      toast.add({ tone: 'positive', title: t`Bot saved.` });
      return navigate({ to: '/settings/bot' });
    },
  });

  return (
    <div className={styles.page}>
      <div className={styles.flowHeader}>
        <h2 className={styles.heading}>{bot.name}</h2>
        <Link href={`/automation/bot-system/details/${bot.id}`}>{t`View flow`}</Link>
      </div>
      <form.AppForm>
        <form.Shell aria-label={t`Settings of ${bot.name}`} className={styles.form}>
          <form.AppField name="name">
            {(field) => <field.TextField label={t`Name`} isRequired maxLength={BOT_NAME_MAX_LENGTH * 4} />}
          </form.AppField>
          <form.AppField name="active">{(field) => <field.Switch>{t`Active`}</field.Switch>}</form.AppField>
          <form.AppField name="isConsentActive">
            {(field) => <field.Checkbox>{t`Only for contacts who gave their consent`}</field.Checkbox>}
          </form.AppField>
          <form.AppField name="opportunityAction">
            {(field) => (
              <field.OptionSelect
                label={t`When the bot starts`}
                options={[
                  { id: 'NONE', name: t`Leave the conversation as it is` },
                  { id: 'ASSIGN', name: t`Give the conversation to the user below` },
                  { id: 'CLOSE', name: t`Close the conversation` },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="userId">
            {(field) => <field.OptionSelect label={t`User`} options={options.users} noneLabel={t`No user`} />}
          </form.AppField>
          <form.AppField name="opportunityProductId">
            {(field) => (
              <field.OptionSelect label={t`Product`} options={options.products} noneLabel={t`No product`} />
            )}
          </form.AppField>
          <form.AppField name="opportunityTypeId">
            {(field) => (
              <field.OptionSelect
                label={t`Customer type`}
                options={options.customerTypes}
                noneLabel={t`No customer type`}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={t`Saving…`}>{t`Save`}</form.SubmitButton>
            <Button variant="quiet" onPress={() => void navigate({ to: '/settings/bot' })}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </div>
  );
}
