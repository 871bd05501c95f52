/** Channel lifecycle statuses; the WhatsApp ones of spec 4 (a channel's `channelStatus`). */
export const channelStatuses = [
  'DRAFT',
  'LIVE',
  'PENDING_DELETION',
  'UNREGISTERED',
  'DONE_OBO_WABAS_ONLY',
  'PENDING_OBO_WABAS_ONLY',
] as const;
export type ChannelStatusId = (typeof channelStatuses)[number];

/**
 * How a status reads: positive while the number sends and receives; pending while it is on its way to
 * that (a draft, an onboarding still at the provider), which is not an error; negative when it stopped
 * or is being removed.
 */
const tones: Record<ChannelStatusId, ChannelStatusTone> = {
  LIVE: 'positive',
  DONE_OBO_WABAS_ONLY: 'positive',
  DRAFT: 'pending',
  PENDING_OBO_WABAS_ONLY: 'pending',
  PENDING_DELETION: 'negative',
  UNREGISTERED: 'negative',
};

export type ChannelStatusTone = 'positive' | 'pending' | 'negative';

export function channelStatusTone(status: ChannelStatusId): ChannelStatusTone {
  return tones[status];
}

/** Spec 4: an unregistered WhatsApp number gets a reconnect button. */
export function canReconnectChannel(channel: { channelType: string; status: ChannelStatusId }): boolean {
  return channel.channelType === 'WHATSAPP' && channel.status === 'UNREGISTERED';
}

/**
 * The channels page lists channels grouped by team (spec 2): teams in the order given (by name),
 * then channels without a team. Empty teams are left out.
 */
export function groupChannelsByTeam<C extends { teamId: string | null }, T extends { id: string }>(
  channels: readonly C[],
  teams: readonly T[],
): Array<{ team: T | null; channels: C[] }> {
  const byTeam = new Map<string | null, C[]>();
  const known = new Set(teams.map((team) => team.id));
  for (const channel of channels) {
    const key = channel.teamId && known.has(channel.teamId) ? channel.teamId : null;
    const list = byTeam.get(key) ?? [];
    list.push(channel);
    byTeam.set(key, list);
  }
  const groups: Array<{ team: T | null; channels: C[] }> = teams.flatMap((team) => {
    const list = byTeam.get(team.id);
    return list ? [{ team, channels: list }] : [];
  });
  const loose = byTeam.get(null);
  if (loose) groups.push({ team: null, channels: loose });
  return groups;
}
