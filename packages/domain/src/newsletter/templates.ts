/*
 * Which newsletter templates may be used (spec 4). A template's name starts with `od_` (a template of
 * one channel) or `odn_` (a newsletter template synced to several). Each channel the template was
 * submitted to reports a sync status.
 *   od_  : available when it has no sync statuses, or the chosen channel's status is approved or unknown.
 *   odn_ : available when it has no sync statuses, or any of them is approved or unknown.
 * A status the rule does not name (pending, rejected, paused, …) makes it unavailable, and the reason
 * shown is that status.
 */

export type TemplateSyncStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'UNKNOWN';
export type TemplateSync = { channelId: string; status: TemplateSyncStatus };

export type TemplateKind = 'od' | 'odn';

/** `od_` or `odn_` by the name's prefix; null for a name with neither (never offered). */
export function templateKindOf(name: string): TemplateKind | null {
  if (name.startsWith('odn_')) return 'odn';
  if (name.startsWith('od_')) return 'od';
  return null;
}

const usable = (status: TemplateSyncStatus) => status === 'APPROVED' || status === 'UNKNOWN';

export type TemplateAvailability =
  | { available: true }
  | { available: false; reason: Exclude<TemplateSyncStatus, 'APPROVED' | 'UNKNOWN'> | 'NOT_A_TEMPLATE' };

/** Whether a template may be sent on `channelId` (the channel the newsletter goes out on). */
export function templateAvailability(
  template: { name: string; syncStatuses: readonly TemplateSync[] },
  channelId: string | null,
): TemplateAvailability {
  const kind = templateKindOf(template.name);
  if (!kind) return { available: false, reason: 'NOT_A_TEMPLATE' };
  const statuses = template.syncStatuses;
  if (statuses.length === 0) return { available: true };
  if (kind === 'od') {
    // A channel the template was never submitted to has no status: unknown, so available.
    const own = statuses.find((sync) => sync.channelId === channelId)?.status ?? 'UNKNOWN';
    return usable(own) ? { available: true } : { available: false, reason: own as 'PENDING' };
  }
  return statuses.some((sync) => usable(sync.status)) ? { available: true } : blocked(statuses);
}

/** The reason shown for a template none of whose statuses allow it: the most telling one. */
function blocked(statuses: readonly TemplateSync[]): TemplateAvailability {
  for (const reason of ['REJECTED', 'PAUSED'] as const)
    if (statuses.some((sync) => sync.status === reason)) return { available: false, reason };
  return { available: false, reason: 'PENDING' };
}

/** The placeholders `{{1}}`, `{{2}}` … a template body uses, in order of first use (linear scan). */
export function templatePlaceholders(body: string): string[] {
  const found: string[] = [];
  let index = body.indexOf('{{');
  while (index !== -1) {
    const end = body.indexOf('}}', index + 2);
    if (end === -1) break;
    const name = body.slice(index + 2, end);
    if (/^\d{1,2}$/.test(name) && !found.includes(name)) found.push(name);
    index = body.indexOf('{{', end + 2);
  }
  return found;
}

/** The body with every `{{n}}` replaced by its value (an unfilled one stays as it is). */
export function fillTemplate(body: string, variables: Readonly<Record<string, string>>): string {
  let out = '';
  let from = 0;
  let index = body.indexOf('{{');
  while (index !== -1) {
    const end = body.indexOf('}}', index + 2);
    if (end === -1) break;
    const name = body.slice(index + 2, end);
    const value = /^\d{1,2}$/.test(name) ? variables[name] : undefined;
    out += body.slice(from, index) + (value ?? body.slice(index, end + 2));
    from = end + 2;
    index = body.indexOf('{{', from);
  }
  return out + body.slice(from);
}
