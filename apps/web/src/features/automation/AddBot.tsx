import { useLingui } from '@lingui/react/macro';
import { brandBotsQueryOptions, useApi, useCreateBotFromBrand } from '@parley/api';
import { BOT_NAME_MAX_LENGTH, botCreateFormSchema } from '@parley/domain';
import { Button, useToast } from '@parley/ui';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSchemaForm } from '../../lib/form/index.ts';
import * as styles from './automation.css.ts';

/** settings/bot/add: one of the brand's bots installed in the company under a name, switched off. */
export function AddBot({ brandId }: { brandId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const brandBots = useQuery(brandBotsQueryOptions(api, brandId));
  const create = useCreateBotFromBrand();
  const form = useSchemaForm({
    schema: botCreateFormSchema,
    defaultValues: { brandBotId: '', name: '' },
    onSubmit: (input) => create.mutateAsync(input),
    onSaved: (bot) => {
      toast.add({ tone: 'positive', title: t`${bot.name} added, switched off until you turn it on.` });
      return navigate({ to: '/settings/bot/$id', params: { id: bot.id } });
    },
  });
  const options = (brandBots.data ?? []).map((bot) => ({ id: bot.id, name: bot.name }));
  const chosenId = useStore(form.store, (state) => state.values.brandBotId);
  const chosen = brandBots.data?.find((bot) => bot.id === chosenId);

  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{t`Add bot`}</h2>
      <form.AppForm>
        <form.Shell aria-label={t`Add bot`} className={styles.form}>
          <form.AppField
            name="brandBotId"
            listeners={{
              onChange: ({ value }) => {
                const bot = brandBots.data?.find((item) => item.id === value);
                if (bot && !form.getFieldValue('name')) form.setFieldValue('name', bot.name);
              },
            }}
          >
            {(field) => (
              <field.OptionSelect
                label={t`Brand bot`}
                description={chosen?.description ?? t`The bot your brand prepared, with its flow.`}
                options={options}
                isRequired
                placeholder={brandBots.isPending ? t`Loading bots…` : t`Choose a bot`}
              />
            )}
          </form.AppField>
          <form.AppField name="name">
            {(field) => (
              <field.TextField
                label={t`Name`}
                description={t`How your team sees the bot, e.g. in a conversation's events.`}
                isRequired
                maxLength={BOT_NAME_MAX_LENGTH * 4}
              />
            )}
          </form.AppField>
          <div className={styles.actions}>
            <form.SubmitButton pendingLabel={t`Adding…`}>{t`Add bot`}</form.SubmitButton>
            <Button variant="quiet" onPress={() => void navigate({ to: '/settings/bot' })}>
              {t`Cancel`}
            </Button>
          </div>
        </form.Shell>
      </form.AppForm>
    </div>
  );
}
