import { useLingui } from '@lingui/react/macro';
import { companyLabelsQueryOptions, useApi } from '@parley/api';
import {
  type ChannelTypeId,
  channelTypes,
  type InboxListSort,
  type InboxListView,
  type InboxWaitingFilter,
  inboxWaitingFilters,
} from '@parley/domain';
import { Button, Select, SelectItem, Switch } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useChannelNames } from '../../../../lib/channelNames.ts';
import * as styles from './filters.css.ts';

/** The "any" choice of a select: the filter is off. */
const ANY = 'any';

type ListFiltersProps = {
  view: InboxListView;
  onChange: (patch: InboxListView) => void;
  onClear: () => void;
};

/**
 * The inbox list's filters and sort: channel, label, unread only, waiting at least so long for an
 * answer; newest activity or longest waiting first. Each change is a new address (Back undoes it).
 * Loaded when the user opens the filters, or with an address that carries a view.
 */
export default function ListFilters({ view, onChange, onClear }: ListFiltersProps) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const labels = useQuery(companyLabelsQueryOptions(api, me.company.id));
  const channelName = useChannelNames();
  const waitingNames: Record<InboxWaitingFilter, string> = {
    '1h': t`Over 1 hour`,
    '4h': t`Over 4 hours`,
    '24h': t`Over 24 hours`,
  };
  const channelItems = [
    { id: ANY, name: t`All channels` },
    ...channelTypes.map((type) => ({ id: type, name: channelName(type) })),
  ];
  const labelItems = [
    { id: ANY, name: t`All labels` },
    ...(labels.data ?? []).map((label) => ({ id: label.id, name: label.key })),
  ];
  // A label of the address the company no longer has still shows, so the select is never blank.
  if (view.label && !labelItems.some((item) => item.id === view.label))
    labelItems.push({ id: view.label, name: labels.isPending ? '…' : t`Deleted label` });
  const waitingItems = [
    { id: ANY, name: t`Any time` },
    ...inboxWaitingFilters.map((waiting) => ({ id: waiting, name: waitingNames[waiting] })),
  ];
  const sortItems: { id: InboxListSort; name: string }[] = [
    { id: 'newest', name: t`Newest activity first` },
    { id: 'waiting', name: t`Longest waiting first` },
  ];
  const choice = (key: unknown) => (key === ANY || key === null ? undefined : String(key));

  return (
    <section className={styles.panel} aria-label={t`Filters`}>
      <Select
        label={t`Channel`}
        items={channelItems}
        selectedKey={view.channel ?? ANY}
        onSelectionChange={(key) => onChange({ channel: choice(key) as ChannelTypeId | undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        label={t`Label`}
        items={labelItems}
        selectedKey={view.label ?? ANY}
        onSelectionChange={(key) => onChange({ label: choice(key) })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        className={styles.wide}
        label={t`Customer waiting`}
        items={waitingItems}
        selectedKey={view.waiting ?? ANY}
        onSelectionChange={(key) => onChange({ waiting: choice(key) as InboxWaitingFilter | undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select
        className={styles.wide}
        label={t`Sort`}
        items={sortItems}
        selectedKey={view.sort ?? 'newest'}
        onSelectionChange={(key) => onChange({ sort: key === 'waiting' ? 'waiting' : undefined })}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <div className={styles.footer}>
        <Switch
          isSelected={view.unread === true}
          onChange={(unread) => onChange({ unread: unread || undefined })}
        >
          {t`Unread only`}
        </Switch>
        <Button variant="quiet" onPress={onClear}>
          {t`Clear filters`}
        </Button>
      </div>
    </section>
  );
}
