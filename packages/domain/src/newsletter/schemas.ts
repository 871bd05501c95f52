import * as v from 'valibot';
import {
  CLIENT_ID_MAX_LENGTH,
  idListSchema,
  idQueryListSchema,
  idSchema,
  wholeNumberSchema,
} from '../inbox/inputSchemas.ts';
import { messageKeys } from '../messages.ts';
import { boundedText, requiredText } from '../validation/text.ts';
import {
  NEWSLETTER_FILTER_IDS_MAX,
  NEWSLETTER_NAME_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  NEWSLETTER_VARIABLE_MAX_LENGTH,
  NEWSLETTER_VARIABLES_MAX,
  TOP_UP_AMOUNTS,
} from './constants.ts';
import { newsletterMessageKeys } from './messages.ts';

/*
 * What a newsletter request and a top-up may hold, checked the same way by the web app and the server.
 * Every string, list and record is capped before anything else looks at it; no check can backtrack.
 */

const { required, general } = messageKeys;

/** A contact type as contacts carry it ('Private', 'Business', …). */
const contactTypeSchema = boundedText(64, general);

/**
 * Who a newsletter goes to: contacts of the company reachable on the channel, narrowed by contact type,
 * product (they have a conversation about it), labels (`ids`: any of them) and teams (their primary
 * user is in one of them). Empty means no narrowing.
 */
export const newsletterAudienceSchema = v.object(
  {
    channelId: idSchema,
    contactTypeId: v.optional(v.nullable(contactTypeSchema), null),
    productId: v.optional(v.nullable(idSchema), null),
    ids: v.optional(idListSchema(0, NEWSLETTER_FILTER_IDS_MAX), []),
    teamIds: v.optional(idListSchema(0, NEWSLETTER_FILTER_IDS_MAX), []),
  },
  required,
);
export type NewsletterAudience = v.InferOutput<typeof newsletterAudienceSchema>;

/** The values of a template's placeholders: at most 10, each at most 200 characters. */
export const templateVariablesSchema = v.pipe(
  v.record(
    v.pipe(v.string(general), v.maxLength(2, general), v.digits(general)),
    boundedText(NEWSLETTER_VARIABLE_MAX_LENGTH, general),
    general,
  ),
  v.check((record) => Object.keys(record).length <= NEWSLETTER_VARIABLES_MAX, general),
);

/** What the sender filled in: the template's `{{n}}` values and the header image or file it shows. */
export const newsletterUserInputSchema = v.object({
  variables: v.optional(templateVariablesSchema, {}),
  headerAttachment: v.optional(
    v.nullable(
      v.object({
        url: v.pipe(v.string(required), v.maxLength(2048, general)),
        displayName: v.pipe(v.string(required), v.maxLength(255, general)),
      }),
    ),
    null,
  ),
});
export type NewsletterUserInput = v.InferOutput<typeof newsletterUserInputSchema>;

const newsletterCommonEntries = {
  brandId: v.optional(idSchema),
  companyId: v.optional(idSchema),
  templateId: idSchema,
  name: v.optional(boundedText(NEWSLETTER_NAME_MAX_LENGTH, general), ''),
  /** Only "now": the dispatches are scheduled from the moment of sending. */
  type: v.optional(v.picklist(['now'], general), 'now'),
  consentGiven: v.optional(v.boolean(general), false),
};

/** POST …/newsletter/preview-schedule: the audience and template, answered with the dispatch schedule. */
export const newsletterPreviewInputSchema = v.object(
  { ...newsletterAudienceSchema.entries, ...newsletterCommonEntries },
  required,
);
export type NewsletterPreviewInput = v.InferOutput<typeof newsletterPreviewInputSchema>;

/** createNewsletter (spec 3's payload, plus the channel and teams of the audience). */
export const newsletterCreateInputSchema = v.object(
  {
    ...newsletterAudienceSchema.entries,
    ...newsletterCommonEntries,
    subject: v.optional(boundedText(NEWSLETTER_SUBJECT_MAX_LENGTH, general), ''),
    userInput: v.optional(newsletterUserInputSchema, { variables: {}, headerAttachment: null }),
  },
  required,
);
export type NewsletterCreateInput = v.InferOutput<typeof newsletterCreateInputSchema>;

/**
 * Spec 5: an email newsletter whose template carries an attachment needs a subject. (WhatsApp
 * templates have no subject.)
 */
export const subjectRequired = (channelType: string, template: { attachments: readonly unknown[] }) =>
  channelType === 'EMAIL' && template.attachments.length > 0;

/** conversationTopUp(quantity): whole conversations, at most 100,000 in one order. */
export const topUpQuantitySchema = wholeNumberSchema(1, 100_000);

const ticked = (key: string) => v.pipe(v.boolean(key), v.value(true, key));

/** The top-up form: one of the offered amounts (a radio's value), terms and privacy both ticked (spec 5). */
export const topUpFormSchema = v.object({
  quantity: v.pipe(
    v.picklist(
      TOP_UP_AMOUNTS.map((amount) => String(amount)),
      required,
    ),
    v.transform(Number),
  ),
  terms: ticked(newsletterMessageKeys.termsRequired),
  privacy: ticked(newsletterMessageKeys.termsRequired),
});
export type TopUpForm = v.InferOutput<typeof topUpFormSchema>;

/** GET …/newsletter/stats?year */
export const newsletterStatsQuerySchema = v.object({ year: wholeNumberSchema(2000, 2100) });

/** GET …/od-template?brandId&companyId&domain=newsletter&channelIds=a,b (none: every channel). */
export const odTemplateQuerySchema = v.object({
  brandId: v.optional(idSchema),
  companyId: v.optional(idSchema),
  domain: v.optional(v.picklist(['newsletter'], general), 'newsletter'),
  channelIds: v.optional(idQueryListSchema),
});

/** conversationsCostCalculator(conversations) */
export const costQuerySchema = v.object({ conversations: wholeNumberSchema(0, 1_000_000) });

/**
 * The newsletter wizard's values (web form). `subjectRequired` when the channel is email and the
 * template has an attachment (spec 5); `consentRequired` when the brand has a consent header and agree
 * label: its checkbox must be ticked to send.
 */
export const newsletterWizardSchema = ({
  subjectRequired: needsSubject,
  consentRequired,
}: {
  subjectRequired: boolean;
  consentRequired: boolean;
}) =>
  v.object({
    channelId: v.pipe(v.string(required), v.nonEmpty(required)),
    templateId: v.pipe(v.string(required), v.nonEmpty(required)),
    contactTypeId: v.nullable(boundedText(64, general)),
    productId: v.nullable(v.pipe(v.string(general), v.maxLength(128, general))),
    ids: v.pipe(v.array(v.string(general)), v.maxLength(NEWSLETTER_FILTER_IDS_MAX, general)),
    teamIds: v.pipe(v.array(v.string(general)), v.maxLength(NEWSLETTER_FILTER_IDS_MAX, general)),
    name: boundedText(NEWSLETTER_NAME_MAX_LENGTH, general),
    subject: needsSubject
      ? v.pipe(boundedText(NEWSLETTER_SUBJECT_MAX_LENGTH, general), v.nonEmpty(required))
      : boundedText(NEWSLETTER_SUBJECT_MAX_LENGTH, general),
    variables: templateVariablesSchema,
    consentGiven: consentRequired
      ? v.pipe(
          v.boolean(newsletterMessageKeys.consentRequired),
          v.value(true, newsletterMessageKeys.consentRequired),
        )
      : v.boolean(general),
  });
export type NewsletterWizardValues = v.InferInput<ReturnType<typeof newsletterWizardSchema>>;

/** sendTemplateMessage: a template sent in a conversation, idempotent by clientId like sendMessage. */
export const sendTemplateInputSchema = v.object({
  opportunityId: idSchema,
  clientId: requiredText(CLIENT_ID_MAX_LENGTH, general),
  templateId: idSchema,
  variables: v.optional(v.nullable(templateVariablesSchema), {}),
});
export type SendTemplateInput = v.InferOutput<typeof sendTemplateInputSchema>;

/** The composer's template form (outside WhatsApp's window): a template and its placeholders' values. */
export const templateSendFormSchema = v.object({
  templateId: v.pipe(v.string(required), v.nonEmpty(required)),
  variables: templateVariablesSchema,
});
