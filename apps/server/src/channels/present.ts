import type { RestChannel, RestChannelConfig } from '@parley/api/rest';
import { appointmentWidgetSnippet } from '@parley/domain';
import type { AppointmentWidgetRow } from '../db/features/channels.ts';
import type { ChannelRow, StoredChannelConfig } from '../db/schema.ts';

/* Channel rows → the contract shapes GraphQL and REST share; secrets are never among them. */

/** Only the non-secret parts of a channel configuration. */
export function presentChannelConfig(config: StoredChannelConfig | null): RestChannelConfig | null {
  if (!config) return null;
  return {
    type: config.type ?? null,
    name: config.name ?? null,
    host: config.host ?? null,
    port: config.port ?? null,
    secure: config.secure ?? null,
    host_transport: config.host_transport ?? null,
    port_transport: config.port_transport ?? null,
    secure_transport: config.secure_transport ?? null,
    imap_host: config.imap_host ?? null,
    imap_port: config.imap_port ?? null,
    imap_secure: config.imap_secure ?? null,
    businessAccountId: config.businessAccountId ?? null,
    verifyToken: config.verifyToken ?? null,
    googleAccount: config.googleAccount ?? null,
  };
}

/**
 * A channel as the contract shows it. `withConfig: false` leaves out its configuration (mail server,
 * user name, ports): company users see the channels their teams use, not how they are connected.
 */
export function presentChannel(
  row: ChannelRow,
  { withConfig = true }: { withConfig?: boolean } = {},
): RestChannel {
  return {
    id: row.id,
    type: row.type,
    channelType: row.channelType,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
    cloudApi: row.cloudApi,
    isDisabled: row.isDisabled,
    private: row.private,
    client_type: row.clientType,
    client_id: row.clientId,
    created_by: row.createdBy,
    teamId: row.teamId,
    config: withConfig ? presentChannelConfig(row.config) : null,
  };
}

/** A channel counts as connected while it is live (or live for its WABAs only) and not switched off. */
export function presentChannelStatus(
  row: Pick<ChannelRow, 'id' | 'status' | 'isDisabled' | 'statusMessage'>,
) {
  return {
    id: row.id,
    connected: (row.status === 'LIVE' || row.status === 'DONE_OBO_WABAS_ONLY') && !row.isDisabled,
    status: row.status,
    message: row.statusMessage,
  };
}

/** The appointment widget with the snippet a company pastes into its website (served from `origin`). */
export function presentAppointmentWidget(row: AppointmentWidgetRow, origin: string) {
  return {
    key: row.publicKey,
    snippet: appointmentWidgetSnippet({ origin, key: row.publicKey }),
    enabled: row.enabled,
    teamId: row.teamId,
    title: row.title,
    buttonLabel: row.buttonLabel,
    position: row.position,
    color: row.color,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}
