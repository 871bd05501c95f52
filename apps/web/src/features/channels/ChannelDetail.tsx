import { useLingui } from '@lingui/react/macro';
import {
  channelStatusQueryOptions,
  type RestChannel,
  settingsChannelsQueryOptions,
  settingsTeamsQueryOptions,
  useApi,
  useRemoveChannel,
} from '@parley/api';
import { canReconnectChannel, channelStatusTone } from '@parley/domain';
import { Banner, Button, Card, DetailRow, EmptyState, Skeleton, StatusLabel, useToast } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDay } from '../../lib/dates.ts';
import * as styles from './channels.css.ts';
import { webhookUrlOf } from './metaWebhook.ts';
import { useChannelLabels } from './useChannelLabels.ts';
import { useReconnect } from './useReconnect.ts';

export type ChannelDetailProps = { channelId: string; companyId: string };

/** settings/channels/{id}: what is stored about a channel (never its secrets), its status, remove. */
/** A pending status (a draft, an onboarding) is not an error: it reads neutral. */
const statusLabelTone = { positive: 'positive', pending: 'neutral', negative: 'critical' } as const;

export function ChannelDetail({ channelId, companyId }: ChannelDetailProps) {
  const { t } = useLingui();
  const api = useApi();
  const channels = useQuery(settingsChannelsQueryOptions(api, companyId));
  if (channels.isPending) return <Skeleton lines={6} />;
  if (channels.isError)
    return (
      <LoadError onRetry={() => void channels.refetch()}>{t`The channel could not be loaded.`}</LoadError>
    );
  const channel = channels.data.find((candidate) => candidate.id === channelId);
  if (!channel) return <EmptyState headingLevel={2} title={t`This channel does not exist.`} />;
  return <ChannelDetailView channel={channel} companyId={companyId} />;
}

function ChannelDetailView({ channel, companyId }: { channel: RestChannel; companyId: string }) {
  const { t } = useLingui();
  const api = useApi();
  const labels = useChannelLabels();
  const toast = useToast();
  const navigate = useNavigate();
  const teams = useQuery(settingsTeamsQueryOptions(api));
  const status = useQuery(channelStatusQueryOptions(api, [channel.id]));
  const remove = useRemoveChannel(companyId);
  const reconnect = useReconnect();
  const [confirming, setConfirming] = useState(false);
  const current = status.data?.[0];
  const team = teams.data?.find((candidate) => candidate.id === channel.teamId);
  const config = channel.config;
  // Where Meta posts this channel's webhooks: set up at Meta with the verify token below.
  const webhook =
    channel.channelType === 'WHATSAPP' || channel.channelType === 'MESSENGER'
      ? webhookUrlOf(channel.channelType)
      : null;

  const handleRemove = async () => {
    try {
      await remove.mutateAsync(channel.id);
      toast.add({ tone: 'positive', title: t`Channel ${channel.value} removed.` });
      setConfirming(false);
      await navigate({ to: '/settings/channels' });
    } catch (error) {
      toast.add({ tone: 'critical', title: t`The channel could not be removed. Please try again.` });
      throw error;
    }
  };

  return (
    <section className={styles.page} aria-labelledby="channel-heading">
      <div className={styles.toolbar}>
        <h2 id="channel-heading" className={styles.heading}>
          {channel.value}
        </h2>
        <div className={styles.toolbarActions}>
          <Button variant="secondary" onPress={() => void navigate({ to: '/settings/channels' })}>
            {t`Back to channels`}
          </Button>
          <Button variant="critical" onPress={() => setConfirming(true)}>
            {t`Remove channel`}
          </Button>
        </div>
      </div>
      <Card title={t`Status`} headingLevel={3}>
        {status.isPending ? (
          <Skeleton width="8rem" />
        ) : status.isError || !current ? (
          <Banner tone="warning" role="status">{t`The status could not be loaded.`}</Banner>
        ) : (
          <>
            <StatusLabel tone={statusLabelTone[channelStatusTone(current.status)]}>
              {labels.statuses[current.status]}
            </StatusLabel>
            {labels.statusNotes[current.status] ? (
              <p className={styles.note}>{labels.statusNotes[current.status]}</p>
            ) : null}
            {canReconnectChannel({ channelType: channel.channelType, status: current.status }) ? (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  isPending={reconnect.isPending(channel.id)}
                  onPress={() => reconnect.run(channel.id, channel.value)}
                >
                  {t`Reconnect`}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
      <Card title={t`Details`} headingLevel={3}>
        <DetailRow label={t`Type`} value={labels.types[channel.channelType]} />
        <DetailRow label={t`Team`} value={team?.name ?? t`No team`} />
        {channel.client_id ? <DetailRow label={t`ID at the provider`} value={channel.client_id} /> : null}
        {config?.host ? (
          <DetailRow
            label={t`Mail server`}
            value={`${config.host}:${config.port ?? ''}${config.secure ? ' (SSL/TLS)' : ''}`}
          />
        ) : null}
        {config?.host_transport ? (
          <DetailRow
            label={t`Outgoing transport`}
            value={`${config.host_transport}:${config.port_transport ?? ''}${config.secure_transport ? ' (SSL/TLS)' : ''}`}
          />
        ) : null}
        {config?.imap_host ? (
          <DetailRow
            label={t`Incoming mail (IMAP)`}
            value={`${config.imap_host}:${config.imap_port ?? ''}${config.imap_secure ? ' (SSL/TLS)' : ''}`}
          />
        ) : null}
        {config?.name ? <DetailRow label={t`User name`} value={config.name} /> : null}
        {config?.businessAccountId ? (
          <DetailRow label={t`WhatsApp Business Account ID`} value={config.businessAccountId} />
        ) : null}
        {webhook ? <DetailRow label={t`Webhook callback URL`} value={webhook} /> : null}
        {config?.verifyToken ? <DetailRow label={t`Verify token`} value={config.verifyToken} /> : null}
        <DetailRow label={t`Added`} value={formatDay(channel.createdAt)} />
        <p
          className={styles.note}
        >{t`Passwords and access tokens are stored encrypted and are never shown.`}</p>
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={t`Remove channel?`}
        actionLabel={t`Remove`}
        pendingLabel={t`Removing…`}
        onConfirm={handleRemove}
      >
        {t`Messages no longer arrive through ${channel.value}. Conversations so far stay.`}
      </ConfirmDialog>
    </section>
  );
}
