/**
 * Window messages between the app and its host shell (spec 2, 4): after the user data loads the app
 * broadcasts the company status; the global banner follows these messages, and a reset message
 * removes it.
 */
export const hostMessageTypes = {
  companyStatus: 'parley:company-status',
  reset: 'parley:company-status-reset',
} as const;

export type CompanyStatusMessage = {
  type: typeof hostMessageTypes.companyStatus;
  status: string;
  /** Milliseconds since the epoch, or null. */
  deactivationTimestamp: number | null;
};

export type HostMessage = CompanyStatusMessage | { type: typeof hostMessageTypes.reset };

export function parseHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === hostMessageTypes.reset) return { type: hostMessageTypes.reset };
  if (message.type !== hostMessageTypes.companyStatus || typeof message.status !== 'string') return null;
  const ts = message.deactivationTimestamp;
  return {
    type: hostMessageTypes.companyStatus,
    status: message.status,
    deactivationTimestamp: typeof ts === 'number' && Number.isFinite(ts) ? ts : null,
  };
}

/** The banner to show after a message: the deactivation date when the subscription is cancelled, else none. */
export function bannerAfter(message: HostMessage): { deactivationTimestamp: number | null } | null {
  if (message.type === hostMessageTypes.reset) return null;
  return message.status === 'SUBSCRIPTION_CANCELLED'
    ? { deactivationTimestamp: message.deactivationTimestamp }
    : null;
}
