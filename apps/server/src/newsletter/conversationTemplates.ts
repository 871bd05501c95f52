import type { SocketMessage } from '@parley/api/socket';
import {
  canAffordSend,
  creditBalance,
  messageWindowOf,
  newsletterMessageKeys,
  priceCents,
  type SendTemplateInput,
  templateAvailability,
  templatePlaceholders,
} from '@parley/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { newsletterTemplateSync, type TemplateRow } from '../db/features/newsletter.ts';
import { channels, messages } from '../db/schema.ts';
import { badUserInput } from '../errors.ts';
import { presentMessage } from '../inbox/present.ts';
import {
  announceOutboundMessages,
  findOpportunity,
  type InboxDeps,
  storeOutboundMessage,
} from '../inbox/service.ts';
import { chargeOneConversation, creditsOf, type Viewer } from './credits.ts';
import { renderTemplate, templatesOf, templateToSend } from './service.ts';

/*
 * Templates in a conversation (issue 32): outside WhatsApp's 24-hour window staff can only send an
 * approved template, and that starts a paid conversation (one credit). Any company user who can see the
 * opportunity may; the window, the price and the credit check are the server's, whatever the client.
 */

/** The brand's and the company's templates that can go out on the company's WhatsApp numbers. */
/** The templates the company may send in a WhatsApp conversation now (its channel's sync statuses). */
export async function sendableTemplates(db: Db, companyId: string): Promise<TemplateRow[]> {
  const brand = await brandOfCompany(db, companyId);
  if (!brand) return [];
  const whatsApp = (
    await db
      .select({ id: channels.id })
      .from(channels)
      .where(
        and(
          eq(channels.companyId, companyId),
          eq(channels.channelType, 'WHATSAPP'),
          eq(channels.isDisabled, false),
        ),
      )
  ).map((row) => row.id);
  if (whatsApp.length === 0) return [];
  const rows = await templatesOf(db, brand.id, companyId);
  if (rows.length === 0) return [];
  const syncs = await db
    .select()
    .from(newsletterTemplateSync)
    .where(
      and(
        inArray(
          newsletterTemplateSync.templateId,
          rows.map((row) => row.id),
        ),
        inArray(newsletterTemplateSync.channelId, whatsApp),
      ),
    );
  // A conversation does not name the number it runs on: a template is sendable when WhatsApp approved
  // it (or has not said otherwise) on one of the company's numbers, or it was never submitted: spec 4's
  // rule for odn_ templates, applied to every template (as if the conversation could be on any number).
  return rows.filter((row) => {
    const syncStatuses = syncs.filter((sync) => sync.templateId === row.id);
    return templateAvailability({ name: `odn_${row.name}`, syncStatuses }, null).available;
  });
}

/** The window, the price of a template send now, and the templates that can be sent. */
export async function templateOffer({ db }: { db: Db }, viewer: Viewer, opportunityId: string) {
  const opportunity = await findOpportunity({ db }, viewer, opportunityId);
  const window = messageWindowOf(opportunity.channelType, opportunity.lastCustomerMessageAt, Date.now());
  if (!window.applies)
    return { windowEndsAt: null, windowOpen: true, cost: 0, price: 0, sufficient: true, templates: [] };
  const credits = await creditsOf(db, viewer.companyId);
  const cost = window.open ? 0 : 1;
  return {
    windowEndsAt: window.endsAt?.toISOString() ?? null,
    windowOpen: window.open,
    cost,
    price: priceCents(cost, credits.costPerConversationCents) / 100,
    sufficient: cost === 0 || canAffordSend(creditBalance(credits), cost),
    templates: (await sendableTemplates(db, viewer.companyId)).map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      body: row.body,
      header: row.header ?? null,
      footer: row.footer,
      placeholders: templatePlaceholders(row.body),
    })),
  };
}

/**
 * Sends a template in a WhatsApp conversation: the composer's path (stored SENT, receipts, events),
 * with one credit charged when the window is closed, in the same transaction as the message.
 */
export async function sendTemplate(
  deps: InboxDeps,
  viewer: Viewer,
  input: SendTemplateInput,
): Promise<SocketMessage> {
  const { db } = deps;
  const opportunity = await findOpportunity(deps, viewer, input.opportunityId);
  if (opportunity.channelType !== 'WHATSAPP')
    throw badUserInput(
      'opportunityId',
      newsletterMessageKeys.templateUnavailable,
      'Templates are for WhatsApp',
    );
  const existing = await db
    .select()
    .from(messages)
    .where(and(eq(messages.opportunityId, opportunity.id), eq(messages.clientId, input.clientId)))
    .limit(1);
  if (existing[0]) return presentMessage(db, existing[0]);
  const template = (await sendableTemplates(db, viewer.companyId)).find((row) => row.id === input.templateId);
  if (!template)
    throw badUserInput(
      'templateId',
      newsletterMessageKeys.templateUnavailable,
      'The template cannot be sent',
    );
  const window = messageWindowOf(opportunity.channelType, opportunity.lastCustomerMessageAt, Date.now());
  const charged = window.applies && !window.open;
  const stored = await db.transaction(async (tx) => {
    const message = await storeOutboundMessage(tx, {
      opportunityId: opportunity.id,
      clientId: input.clientId,
      body: renderTemplate(template, input.variables ?? {}),
      template: templateToSend(template, input.variables ?? {}),
      attachments: [],
      senderUserId: viewer.user.id,
      now: new Date(),
    });
    if (message && charged && !(await chargeOneConversation(tx, viewer.companyId)))
      throw badUserInput('credits', newsletterMessageKeys.insufficientCredit, 'The credit does not cover it');
    return message;
  });
  if (!stored) {
    // Lost a race with the same clientId: the other request stored it.
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.opportunityId, opportunity.id), eq(messages.clientId, input.clientId)));
    if (!row) throw new Error('message neither stored nor found');
    return presentMessage(db, row);
  }
  const [sent] = await announceOutboundMessages(deps, viewer.companyId, [stored]);
  if (!sent) throw new Error('message not announced');
  return sent;
}
