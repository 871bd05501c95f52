import { useLingui } from '@lingui/react/macro';
import {
  brandQueryOptions,
  channelStatusQueryOptions,
  type RestChannel,
  settingsChannelsQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
} from '@parley/api';
import {
  addableChannelTypes,
  type ChannelStatusId,
  type ChannelTypeId,
  canReconnectChannel,
  channelRouteType,
  channelStatusTone,
  groupChannelsByTeam,
} from '@parley/domain';
import {
  AddIcon,
  Banner,
  Button,
  Card,
  ChannelCard,
  type ChannelCardStatus,
  EmptyState,
  Menu,
  MenuItem,
  MenuTrigger,
  Skeleton,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import * as styles from './channels.css.ts';
import { useChannelLabels } from './useChannelLabels.ts';
import { useReconnect } from './useReconnect.ts';

export type ChannelsListProps = {
  companyId: string;
  brandId: string;
  isAdmin: boolean;
  /** Whether the viewer may open the appointment widget's settings (its brand has appointments). */
  offersAppointmentWidget: boolean;
};

/** settings/channels: the company's channels grouped by team, each with its status (spec 2, 4). */
export function ChannelsList({ companyId, brandId, isAdmin, offersAppointmentWidget }: ChannelsListProps) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const channels = useQuery(settingsChannelsQueryOptions(api, companyId));
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const ids = useMemo(() => (channels.data ?? []).map((channel) => channel.id), [channels.data]);
  const statuses = useQuery(channelStatusQueryOptions(api, ids));

  const groups = useMemo(
    () =>
      channels.data && teams.data
        ? groupChannelsByTeam(
            channels.data,
            [...teams.data].sort((a, b) => a.name.localeCompare(b.name)),
          )
        : [],
    [channels.data, teams.data],
  );

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>{t`Channels`}</h2>
        <div className={styles.toolbarActions}>
          {offersAppointmentWidget ? (
            <Button
              variant="secondary"
              onPress={() => void navigate({ to: '/settings/channels/appointment-widget' })}
            >
              {t`Appointment widget`}
            </Button>
          ) : null}
          {isAdmin ? <AddChannelMenu brandId={brandId} /> : null}
        </div>
      </div>
      {channels.isPending || teams.isPending ? (
        <div aria-busy="true" className={styles.list}>
          <span className={styles.note}>{t`Loading channels…`}</span>
          <Skeleton shape="rect" height="4.5rem" />
          <Skeleton shape="rect" height="4.5rem" />
          <Skeleton shape="rect" height="4.5rem" />
        </div>
      ) : channels.isError || teams.isError ? (
        <LoadError
          onRetry={() => void Promise.all([channels.refetch(), teams.refetch()])}
        >{t`The channels could not be loaded.`}</LoadError>
      ) : groups.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t`No channels yet`}
          description={t`Add an email account, a messenger or a review channel to talk to your customers here.`}
        />
      ) : (
        <>
          {statuses.isError ? (
            <Banner tone="warning" role="status">
              {t`The channel statuses could not be loaded.`}
            </Banner>
          ) : null}
          {groups.map(({ team, channels: list }) => (
            <Card key={team?.id ?? 'none'} title={team?.name ?? t`Without team`} headingLevel={3}>
              <ul className={styles.list}>
                {list.map((channel) => (
                  <li key={channel.id}>
                    <ChannelRow
                      channel={channel}
                      status={
                        statuses.isPending
                          ? undefined
                          : (statuses.data?.find((status) => status.id === channel.id) ?? null)
                      }
                    />
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </>
      )}
    </div>
  );
}

type StatusData = { status: ChannelStatusId; message?: string | null } | null | undefined;

function ChannelRow({ channel, status }: { channel: RestChannel; status: StatusData }) {
  const { t } = useLingui();
  const labels = useChannelLabels();
  const reconnect = useReconnect();
  const family = channel.type === 'email' || channel.type === 'reviews' ? channel.type : 'messenger';
  const shown: ChannelCardStatus | null | undefined = status
    ? {
        label: labels.statuses[status.status],
        tone: channelStatusTone(status.status),
        message: labels.statusNotes[status.status],
      }
    : status;
  const showReconnect = status
    ? canReconnectChannel({ channelType: channel.channelType, status: status.status })
    : false;
  return (
    <ChannelCard
      value={channel.value}
      typeLabel={labels.types[channel.channelType]}
      family={family}
      href={`/settings/channels/${channel.id}`}
      status={shown}
      statusLoadingLabel={t`Loading status…`}
      actions={
        showReconnect ? (
          <Button
            variant="secondary"
            size="sm"
            isPending={reconnect.isPending(channel.id)}
            onPress={() => reconnect.run(channel.id, channel.value)}
            aria-label={t`Reconnect ${channel.value}`}
          >
            {t`Reconnect`}
          </Button>
        ) : null
      }
    />
  );
}

/** Types the brand offers (spec 6): disabled ones hidden, Gmail only where allowed, Office 365 disabled. */
function AddChannelMenu({ brandId }: { brandId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const labels = useChannelLabels();
  const brand = useQuery(brandQueryOptions(api, brandId));
  const types = addableChannelTypes(brand.data?.channelPreferences ?? []);
  const disabledKeys = types.filter((type) => type.isDisabled).map((type) => type.type);
  return (
    <MenuTrigger>
      <Button icon={<AddIcon size="sm" />} isDisabled={brand.isPending || brand.isError}>
        {t`Add channel`}
      </Button>
      <Menu aria-label={t`Channel types`} disabledKeys={disabledKeys}>
        {types.map(({ type }: { type: ChannelTypeId }) => (
          <MenuItem key={type} id={type} href={`/settings/channels/add/${channelRouteType(type)}`}>
            {type === 'OFFICE365' ? t`${labels.types[type]} (not available)` : labels.types[type]}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
