import { type ChannelStatusId, channelMessageKeys } from '@parley/domain';

/*
 * Setting up a WhatsApp Cloud API number or a Messenger page: before a channel is stored (and when an
 * admin presses Reconnect) its ids and access token are checked against the Graph API, and the
 * channel's status is taken from the answer, so "Draft", "Live" and "Unregistered" say what Meta says.
 *
 * WhatsApp: `GET /{phone-number-id}` with the token tells whether the token works and the id is a
 * number it may use (its display number must be the number typed, its `platform_type` CLOUD_API and
 * its `status` CONNECTED to be live; PENDING is a draft still being registered; anything else is
 * unregistered, with Meta's status as the message); `GET /{business-account-id}/phone_numbers` that the
 * number belongs to the business account the webhooks will name. Messenger: `GET /{page-id}` with the
 * page token. A refusal names the field to fix (a `channelMessageKeys` key) and keeps Meta's words
 * for the server's log and the channel's status message.
 */

export type MetaCheckDeps = {
  /** The Graph API's base, e.g. https://graph.facebook.com/v21.0 (config `whatsapp.graphUrl`). */
  graphUrl: string;
  fetch?: typeof fetch;
  /** How long one call may take; 10 s by default. */
  timeoutMs?: number;
};

export type MetaCheck =
  | { ok: true; status: ChannelStatusId; message: string | null; name: string | null }
  | { ok: false; field: string; messageKey: string; detail: string };

type GraphAnswer = {
  error?: { code?: number; message?: string };
  [key: string]: unknown;
};

const refused = (field: string, messageKey: string, detail: string): MetaCheck => ({
  ok: false,
  field,
  messageKey,
  detail: detail.slice(0, 500),
});

/** One GET to the Graph API: its answer, or the refusal it amounts to. */
async function graphGet(
  deps: MetaCheckDeps,
  path: string,
  token: string,
  unknownId: { field: string; messageKey: string },
): Promise<{ answer: GraphAnswer } | { refusal: MetaCheck }> {
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${deps.graphUrl}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return {
      refusal: refused(unknownId.field, channelMessageKeys.metaUnreachable, (error as Error).message),
    };
  }
  const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
  if (response.ok && !answer.error) return { answer };
  const code = answer.error?.code;
  const detail = `${response.status} ${code ?? ''} ${answer.error?.message ?? ''}`.trim();
  if (code === 190 || response.status === 401)
    return { refusal: refused('accessToken', channelMessageKeys.metaTokenRefused, detail) };
  if (code === 10 || (code !== undefined && code >= 200 && code < 300) || response.status === 403)
    return { refusal: refused('accessToken', channelMessageKeys.metaPermissionMissing, detail) };
  if (code === 100 || code === 803 || response.status === 404 || response.status === 400)
    return { refusal: refused(unknownId.field, unknownId.messageKey, detail) };
  return { refusal: refused(unknownId.field, channelMessageKeys.metaUnreachable, detail) };
}

const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

/** Meta's status of a number → the channel's status, and a message where it is not live. */
function statusOfNumber(number: GraphAnswer): { status: ChannelStatusId; message: string | null } {
  const status = typeof number.status === 'string' ? number.status : 'UNKNOWN';
  const platform = typeof number.platform_type === 'string' ? number.platform_type : 'CLOUD_API';
  if (status === 'PENDING') return { status: 'DRAFT', message: 'Meta is still registering the number' };
  if (platform !== 'CLOUD_API')
    return { status: 'UNREGISTERED', message: `Not registered for the Cloud API (${platform})` };
  if (status === 'CONNECTED') return { status: 'LIVE', message: null };
  return { status: 'UNREGISTERED', message: `Meta reports the number as ${status}` };
}

export async function checkWhatsAppNumber(
  deps: MetaCheckDeps,
  setup: { value: string; phoneNumberId: string; businessAccountId: string; accessToken: string },
): Promise<MetaCheck> {
  const number = await graphGet(
    deps,
    `${encodeURIComponent(setup.phoneNumberId)}?fields=display_phone_number,verified_name,status,platform_type`,
    setup.accessToken,
    { field: 'client_id', messageKey: channelMessageKeys.whatsappNumberUnknown },
  );
  if ('refusal' in number) return number.refusal;
  const display = String(number.answer.display_phone_number ?? '');
  if (digitsOf(display) !== digitsOf(setup.value))
    return refused('value', channelMessageKeys.whatsappNumberMismatch, `The id is the number ${display}`);

  const account = await graphGet(
    deps,
    `${encodeURIComponent(setup.businessAccountId)}/phone_numbers?fields=id`,
    setup.accessToken,
    { field: 'businessAccountId', messageKey: channelMessageKeys.whatsappAccountMismatch },
  );
  if ('refusal' in account) return account.refusal;
  const numbers = Array.isArray(account.answer.data) ? (account.answer.data as { id?: unknown }[]) : [];
  if (!numbers.some((entry) => String(entry.id) === setup.phoneNumberId))
    return refused(
      'businessAccountId',
      channelMessageKeys.whatsappAccountMismatch,
      'The number is not among the account’s numbers',
    );
  const verifiedName = number.answer.verified_name;
  return {
    ok: true,
    ...statusOfNumber(number.answer),
    name: typeof verifiedName === 'string' ? verifiedName.slice(0, 200) : null,
  };
}

export async function checkMessengerPage(
  deps: MetaCheckDeps,
  setup: { pageId: string; accessToken: string },
): Promise<MetaCheck> {
  const page = await graphGet(deps, `${encodeURIComponent(setup.pageId)}?fields=id,name`, setup.accessToken, {
    field: 'client_id',
    messageKey: channelMessageKeys.messengerPageUnknown,
  });
  if ('refusal' in page) return page.refusal;
  if (String(page.answer.id) !== setup.pageId)
    return refused('client_id', channelMessageKeys.messengerPageUnknown, 'The token belongs to another page');
  const name = page.answer.name;
  return {
    ok: true,
    status: 'LIVE',
    message: null,
    name: typeof name === 'string' ? name.slice(0, 200) : null,
  };
}
