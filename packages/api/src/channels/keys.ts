/**
 * Cache keys of the channel screens, built only here. The channel list itself is the settings list
 * (`settingsKeys.channels`), shared with the team screens that assign channels.
 */
export const channelKeys = {
  all: ['channels'] as const,
  statuses: () => ['channels', 'status'] as const,
  status: (ids: readonly string[]) => ['channels', 'status', [...ids].sort()] as const,
  appointmentWidget: () => ['channels', 'appointment-widget'] as const,
};
