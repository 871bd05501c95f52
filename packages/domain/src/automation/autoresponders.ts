import * as v from 'valibot';
import { idSchema } from '../inbox/inputSchemas.ts';
import { messageKeys } from '../messages.ts';
import { boundedText, requiredText } from '../validation/text.ts';
import {
  AUTORESPONDER_BODY_MAX_LENGTH,
  AUTORESPONDER_GROUPS,
  AUTORESPONDER_SUBJECT_MAX_LENGTH,
  AUTORESPONDER_TYPES,
  type AutoresponderGroup,
  type AutoresponderType,
  BOT_KEYWORD_MAX_LENGTH,
  BOT_MESSAGE_MAX_LENGTH,
  BOT_NAME_MAX_LENGTH,
} from './constants.ts';
import { hashTagSchema } from './nodes.ts';

const { required, general } = messageKeys;

export const autoresponderTypeSchema = v.picklist(AUTORESPONDER_TYPES, general);

/** The group the autoresponder page lists a type in. */
export function autoresponderGroupOf(type: AutoresponderType): AutoresponderGroup {
  for (const [group, types] of Object.entries(AUTORESPONDER_GROUPS) as [
    AutoresponderGroup,
    readonly string[],
  ][])
    if (types.includes(type)) return group;
  return 'incoming';
}

/** What `{type}` edits: the reply's subject (email) and its text. */
export const autoresponderConfigSchema = v.object({
  subject: v.optional(boundedText(AUTORESPONDER_SUBJECT_MAX_LENGTH, general), ''),
  body: requiredText(AUTORESPONDER_BODY_MAX_LENGTH, general),
});
export type AutoresponderConfig = v.InferOutput<typeof autoresponderConfigSchema>;

/** `autoresponderUpdate(id, type, active, edited_by, config)`: active and config each optional. */
export const autoresponderUpdateInputSchema = v.object({
  id: idSchema,
  type: v.optional(autoresponderTypeSchema),
  active: v.optional(v.boolean(general)),
  config: v.optional(autoresponderConfigSchema),
});

/**
 * The opt-in consent bot: the question it asks a contact whose consent is unknown, the answers it
 * understands, and the word that revokes a consent given before (matched as a whole message, any case).
 */
export const consentBotFormSchema = v.pipe(
  v.object({
    question: requiredText(BOT_MESSAGE_MAX_LENGTH, general),
    agreeKeyword: requiredText(BOT_KEYWORD_MAX_LENGTH, general),
    declineKeyword: requiredText(BOT_KEYWORD_MAX_LENGTH, general),
    revokeKeyword: requiredText(BOT_KEYWORD_MAX_LENGTH, general),
  }),
  v.forward(
    v.check(
      (form) =>
        new Set([form.agreeKeyword, form.declineKeyword, form.revokeKeyword].map(normalizeAnswer)).size === 3,
      'BOT_SYSTEM.KEYWORDS_MUST_DIFFER',
    ),
    ['revokeKeyword'],
  ),
);
export type ConsentBotForm = v.InferOutput<typeof consentBotFormSchema>;

/** An answer as keywords are compared: trimmed, lower case, without a final full stop or exclamation mark. */
export function normalizeAnswer(text: string): string {
  return text.slice(0, 200).trim().toLowerCase().replace(/[.!]$/, '').trim();
}

/** What a bot does when it starts (spec 3's bot configs): the user it assigns, a product, a type. */
export const botSettingsFormSchema = v.object({
  name: requiredText(BOT_NAME_MAX_LENGTH, general),
  active: v.boolean(general),
  /** Run only for contacts who gave their consent. */
  isConsentActive: v.optional(v.boolean(general), false),
  userId: v.optional(v.pipe(v.string(general), v.maxLength(100, general)), ''),
  opportunityProductId: v.optional(v.pipe(v.string(general), v.maxLength(100, general)), ''),
  opportunityTypeId: v.optional(v.pipe(v.string(general), v.maxLength(100, general)), ''),
  /** What happens to the conversation when the bot takes it: nothing, it is claimed by `userId`, or closed. */
  opportunityAction: v.optional(v.picklist(['NONE', 'ASSIGN', 'CLOSE'], general), 'NONE'),
});
export type BotSettingsForm = v.InferOutput<typeof botSettingsFormSchema>;

/** `bot/add`: a company bot made from one of the brand's bots. */
export const botCreateFormSchema = v.object({
  brandBotId: v.pipe(v.string(required), v.maxLength(100, general), v.nonEmpty(required)),
  name: requiredText(BOT_NAME_MAX_LENGTH, general),
});
export type BotCreateForm = v.InferOutput<typeof botCreateFormSchema>;

export { hashTagSchema };
