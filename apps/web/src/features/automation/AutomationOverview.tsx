import { useLingui } from '@lingui/react/macro';
import { type BotsQuery, botsQueryOptions, useApi } from '@parley/api';
import type { BotTrigger } from '@parley/domain';
import { Button, DataTable, type DataTableColumn, EmptyState } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { queryLoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import * as styles from './automation.css.ts';
import { useAutomationTexts } from './texts.ts';

type Bot = BotsQuery['bots'][number];

/** What a bot listens for, in words: its trigger and the hashtag or label. */
export function useTriggerText() {
  const texts = useAutomationTexts();
  return (bot: Bot) => {
    const [config] = bot.configs;
    if (!config) return '';
    const trigger = texts.triggers[config.trigger as BotTrigger] ?? config.trigger;
    const value = config.hashTag ?? config.tags[0];
    return value ? `${trigger}: ${value}` : trigger;
  };
}

/** automation/bot-system/overview (admins): the active bots with their type, trigger and last run. */
export function AutomationOverview() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const bots = useQuery(botsQueryOptions(api));
  const triggerText = useTriggerText();
  const active = (bots.data ?? []).filter((bot) => bot.active);

  const columns: DataTableColumn<Bot>[] = [
    { id: 'name', header: t`Bot`, isRowHeader: true, cell: (bot) => bot.name },
    { id: 'type', header: t`Type`, cell: (bot) => (bot.type === 'flow' ? t`Flow` : bot.type) },
    { id: 'trigger', header: t`Starts on`, cell: triggerText },
    {
      id: 'lastRun',
      header: t`Last run`,
      cell: (bot) =>
        bot.lastRunAt ? formatDateTime(bot.lastRunAt) : <span className={styles.muted}>{t`Not yet`}</span>,
    },
    { id: 'runs', header: t`Conversations`, cell: (bot) => String(bot.runCount) },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          {t`The bots that answer your customers now. Open one to see its flow; switch bots on and off in the settings.`}
        </p>
        <Button variant="secondary" onPress={() => void navigate({ to: '/settings/bot' })}>
          {t`Manage bots`}
        </Button>
      </div>
      <DataTable
        aria-label={t`Active bots`}
        columns={columns}
        rows={active}
        getRowId={(bot) => bot.id}
        getRowHref={(bot) => `/automation/bot-system/details/${bot.id}`}
        isLoading={bots.isPending}
        loadingLabel={t`Loading bots…`}
        emptyState={
          <EmptyState
            headingLevel={2}
            title={t`No bot is active`}
            description={t`Switch on one of your bots, or add one from your brand's bots.`}
            action={
              <Button variant="secondary" onPress={() => void navigate({ to: '/settings/bot' })}>
                {t`Manage bots`}
              </Button>
            }
          />
        }
        errorState={queryLoadError(bots, t`The bots could not be loaded.`)}
      />
    </div>
  );
}
