import { useLingui } from '@lingui/react/macro';
import { type BotsQuery, botsQueryOptions, useApi, useUpdateBot } from '@parley/api';
import { AddIcon, Button, DataTable, type DataTableColumn, EmptyState, Link, Switch } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { queryLoadError } from '../../components/LoadError.tsx';
import { useTriggerText } from './AutomationOverview.tsx';
import * as styles from './automation.css.ts';
import { useSaveFailed } from './useSaveFailed.ts';

type Bot = BotsQuery['bots'][number];

/**
 * settings/bot (admins): the company's bots, each switched on or off in place (saved at once, back and a
 * message when it fails), its settings, its flow; and adding one from the brand's bots.
 */
export function BotList() {
  const { t } = useLingui();
  const api = useApi();
  const failed = useSaveFailed();
  const navigate = useNavigate();
  const bots = useQuery(botsQueryOptions(api));
  const update = useUpdateBot();
  const triggerText = useTriggerText();
  const handleAdd = () => void navigate({ to: '/settings/bot/add' });

  const columns: DataTableColumn<Bot>[] = [
    { id: 'name', header: t`Bot`, isRowHeader: true, cell: (bot) => bot.name },
    { id: 'trigger', header: t`Starts on`, cell: triggerText },
    {
      id: 'flow',
      header: t`Flow`,
      cell: (bot) => (
        <Link href={`/automation/bot-system/details/${bot.id}`} aria-label={t`Flow of ${bot.name}`}>
          {t`View flow`}
        </Link>
      ),
    },
    {
      id: 'active',
      header: t`Active`,
      cell: (bot) => (
        <Switch
          aria-label={t`${bot.name} active`}
          isSelected={bot.active}
          onChange={(active) => update.mutate({ id: bot.id, active }, { onError: failed })}
        >
          {bot.active ? t`On` : t`Off`}
        </Switch>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {t`Bots answer your customers on their own. A bot runs when it is on and its start matches a customer's message.`}
        </p>
        <Button icon={<AddIcon size="sm" />} onPress={handleAdd}>
          {t`Add bot`}
        </Button>
      </div>
      <DataTable
        aria-label={t`Your bots`}
        columns={columns}
        rows={bots.data ?? []}
        getRowId={(bot) => bot.id}
        getRowHref={(bot) => `/settings/bot/${bot.id}`}
        isLoading={bots.isPending}
        loadingLabel={t`Loading bots…`}
        emptyState={
          <EmptyState
            headingLevel={3}
            title={t`No bots yet`}
            description={t`Add one of your brand's bots, or buy one in the shop.`}
            action={
              <Button variant="secondary" icon={<AddIcon size="sm" />} onPress={handleAdd}>
                {t`Add bot`}
              </Button>
            }
          />
        }
        errorState={queryLoadError(bots, t`The bots could not be loaded.`)}
      />
    </div>
  );
}
