import * as v from 'valibot';

/*
 * What the WhatsApp Cloud API posts to the webhook: entries (one per business account) of changes
 * (field `messages`) whose value holds the customers' messages and the statuses of the business's own
 * messages, batched. Only what Parley reads is checked, everything with a size limit; the rest of
 * Meta's fields pass through unread (loose objects), so a field Meta adds tomorrow breaks nothing.
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const id = text(512);
const media = v.looseObject({
  id,
  mime_type: v.optional(text(255)),
  caption: v.optional(text(4096)),
  filename: v.optional(text(255)),
});

export const MEDIA_TYPES = ['image', 'document', 'audio', 'video', 'sticker'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

const inboundMessage = v.looseObject({
  from: text(32),
  id,
  timestamp: v.optional(text(20)),
  type: text(40),
  text: v.optional(v.looseObject({ body: text(4096) })),
  image: v.optional(media),
  document: v.optional(media),
  audio: v.optional(media),
  video: v.optional(media),
  sticker: v.optional(media),
  location: v.optional(
    v.looseObject({
      latitude: v.number(),
      longitude: v.number(),
      name: v.optional(text(1000)),
      address: v.optional(text(1000)),
    }),
  ),
  contacts: v.optional(
    v.pipe(
      v.array(
        v.looseObject({
          name: v.optional(v.looseObject({ formatted_name: v.optional(text(500)) })),
          phones: v.optional(
            v.pipe(v.array(v.looseObject({ phone: v.optional(text(50)) })), v.maxLength(20)),
          ),
        }),
      ),
      v.maxLength(20),
    ),
  ),
  button: v.optional(v.looseObject({ text: v.optional(text(1000)), payload: v.optional(text(1000)) })),
  interactive: v.optional(
    v.looseObject({
      type: text(40),
      button_reply: v.optional(v.looseObject({ id: text(256), title: text(1000) })),
      list_reply: v.optional(
        v.looseObject({ id: text(256), title: text(1000), description: v.optional(text(1000)) }),
      ),
    }),
  ),
});
export type InboundWhatsAppMessage = v.InferOutput<typeof inboundMessage>;

const status = v.looseObject({
  id,
  status: text(20),
  timestamp: v.optional(text(20)),
  errors: v.optional(
    v.pipe(
      v.array(
        v.looseObject({
          code: v.optional(v.number()),
          title: v.optional(text(1000)),
          message: v.optional(text(1000)),
          error_data: v.optional(v.looseObject({ details: v.optional(text(2000)) })),
        }),
      ),
      v.maxLength(10),
    ),
  ),
});
export type WhatsAppStatus = v.InferOutput<typeof status>;

const value = v.looseObject({
  metadata: v.looseObject({ phone_number_id: id, display_phone_number: v.optional(text(40)) }),
  contacts: v.optional(
    v.pipe(
      v.array(
        v.looseObject({
          wa_id: text(32),
          profile: v.optional(v.looseObject({ name: v.optional(text(500)) })),
        }),
      ),
      v.maxLength(1000),
    ),
  ),
  messages: v.optional(v.pipe(v.array(inboundMessage), v.maxLength(1000))),
  statuses: v.optional(v.pipe(v.array(status), v.maxLength(1000))),
});
export type WhatsAppChangeValue = v.InferOutput<typeof value>;

export const whatsAppPayloadSchema = v.looseObject({
  object: v.literal('whatsapp_business_account', 'object must be whatsapp_business_account'),
  entry: v.pipe(
    v.array(
      v.looseObject({
        id: v.optional(id),
        changes: v.pipe(
          v.array(v.looseObject({ field: text(60), value: v.optional(v.unknown()) })),
          v.maxLength(100),
        ),
      }),
    ),
    v.maxLength(100),
  ),
});
export type WhatsAppPayload = v.InferOutput<typeof whatsAppPayloadSchema>;

/** The value of a `messages` change, or null for another field or one Parley cannot read. */
export function messagesValueOf(change: { field: string; value?: unknown }): WhatsAppChangeValue | null {
  if (change.field !== 'messages') return null;
  const parsed = v.safeParse(value, change.value);
  return parsed.success ? parsed.output : null;
}
