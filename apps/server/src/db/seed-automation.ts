import type { BotEdge, BotNode } from '@parley/domain';
import { ensureCompanyAutomation } from '../automation/engine.ts';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { brandBots } from './features/automation.ts';
import { companyBots } from './features/shop.ts';
import { inboxIds } from './seed-inbox.ts';
import { newsletterIds } from './seed-newsletter.ts';
import { settingsIds } from './seed-settings.ts';

/*
 * Demo automation: the brands' bots a company installs from, and Demo GmbH's own bots, all switched
 * off (a switched-on bot would answer every message the other demos and tests play): "Welcome" (labels,
 * a message and a pause; it starts on #welcome), "Every node" (one node of every type, for the viewer
 * and the node editors) and "Lead qualification". Autoresponders and the consent bot get their default
 * texts. Idempotent: fixed ids, stored rows stay as they are.
 */

export const automationIds = {
  brandBot: (n: number) => `00000000-0000-4000-8601-${String(n).padStart(12, '0')}`,
  companyBot: (n: number) => `00000000-0000-4000-8602-${String(n).padStart(12, '0')}`,
};

type Step = {
  id: string;
  type: BotNode['type'];
  name: string | null;
  data: Record<string, unknown>;
  x?: number;
};

/**
 * A flow from its nodes in order and its edges as [from, to, condition]. Short flows run top to bottom
 * (x moves a branch aside); with `perColumn` a long flow runs down columns of that many nodes, left to
 * right, so it still reads at the viewer's first zoom (a branch's x moves it aside within its column).
 */
function flow(steps: Step[], links: [string, string, BotEdge['condition']?][], perColumn = 0) {
  const nodes = steps.map((step, index) => {
    const column = perColumn ? Math.floor(index / perColumn) : 0;
    const row = perColumn ? index % perColumn : index;
    return {
      id: step.id,
      type: step.type,
      name: step.name,
      position: { x: column * 700 + (perColumn ? (step.x ?? 0) / 2 : (step.x ?? 0)), y: row * 110 },
      data: step.data,
    };
  });
  const edges = links.map(([source, target, condition = 'next'], index) => ({
    id: `e${index + 1}`,
    source,
    target,
    condition,
  }));
  return { nodes, edges } as { nodes: BotNode[]; edges: BotEdge[] };
}

const start = (trigger: string, value = '') => ({
  trigger,
  hashTag: trigger === 'HASHTAG' ? value : '',
  labelKey: trigger === 'LABEL' ? value : '',
});

export const welcomeFlow = flow(
  [
    { id: 'start', type: 'start', name: 'Start on #welcome', data: start('HASHTAG', '#welcome') },
    { id: 'vip', type: 'set-label', name: 'Mark as VIP', data: { labelKey: 'VIP' } },
    {
      id: 'hello',
      type: 'send-message',
      name: 'Say hello',
      data: { message: 'Welcome! We are glad you are here.' },
    },
    {
      id: 'wait',
      type: 'pause',
      name: 'Wait a moment',
      data: { pauseType: 'DURATION', rawDuration: '5s', resumeDate: '' },
    },
    { id: 'regular', type: 'set-contact-label', name: 'Regular customer', data: { labelKey: 'Stammkunde' } },
    { id: 'end', type: 'end', name: null, data: {} },
  ],
  [
    ['start', 'vip'],
    ['vip', 'hello'],
    ['hello', 'wait'],
    ['wait', 'regular'],
    ['regular', 'end'],
  ],
);

/** One node of every type, in a flow that makes sense read top to bottom. */
export const everyNodeFlow = flow(
  [
    { id: 'start', type: 'start', name: 'Start on #alles', data: start('HASHTAG', '#alles') },
    {
      id: 'note',
      type: 'internal-note',
      name: 'Note for the team',
      data: { note: 'Started by the demo flow.' },
    },
    {
      id: 'hello',
      type: 'send-message',
      name: 'Greeting',
      data: { message: 'Hello! Let us get you sorted.' },
    },
    {
      id: 'consent',
      type: 'opt-in',
      name: 'Ask for consent',
      data: {
        question: 'May we send you offers? Reply YES or NO.',
        agreeKeyword: 'YES',
        declineKeyword: 'NO',
      },
    },
    {
      id: 'label',
      type: 'set-label',
      name: 'Label: Interessent',
      data: { labelKey: 'Interessent' },
      x: -260,
    },
    {
      id: 'contactLabel',
      type: 'set-contact-label',
      name: 'Contact label: Newsletter',
      data: { labelKey: 'Newsletter' },
      x: -260,
    },
    {
      id: 'noNewsletter',
      type: 'remove-contact-label',
      name: 'Drop label: Newsletter',
      data: { labelKey: 'Newsletter' },
      x: 260,
    },
    {
      id: 'product',
      type: 'set-product',
      name: 'Product: Photovoltaik',
      data: { productId: inboxIds.product(1) },
    },
    {
      id: 'customerType',
      type: 'set-customer-type',
      name: 'Type: Privatkunde',
      data: { customerTypeId: settingsIds.customerType(1) },
    },
    {
      id: 'contactType',
      type: 'set-contact-customer-type',
      name: 'Contact type: Privatkunde',
      data: { customerTypeId: settingsIds.customerType(1) },
    },
    {
      id: 'script',
      type: 'script',
      name: 'Has an email?',
      data: { expression: 'contact.email != null and contact.email contains "@"' },
    },
    {
      id: 'http',
      type: 'http-request',
      name: 'Tell the CRM',
      data: { method: 'POST', url: 'https://crm.example.com/hooks/parley', body: '{"event":"lead"}' },
      x: -260,
    },
    {
      id: 'template',
      type: 'send-template',
      name: 'Send the welcome template',
      data: { templateId: newsletterIds.template(1) },
      x: 260,
    },
    {
      id: 'pause',
      type: 'pause',
      name: 'Wait a day',
      data: { pauseType: 'DURATION', rawDuration: '1d', resumeDate: '' },
    },
    { id: 'user', type: 'set-user', name: 'Give it to Uwe', data: { userId: demoIds.userUser } },
    { id: 'status', type: 'set-status', name: 'Keep it open', data: { status: 'OPEN' } },
    { id: 'visibility', type: 'set-visibility', name: 'Only for Uwe', data: { visibility: 'ASSIGNED' } },
    {
      id: 'removeLabel',
      type: 'remove-label',
      name: 'Drop label: Interessent',
      data: { labelKey: 'Interessent' },
    },
    {
      id: 'removeProduct',
      type: 'remove-product',
      name: 'Drop product: Photovoltaik',
      data: { productId: inboxIds.product(1) },
    },
    {
      id: 'removeType',
      type: 'remove-customer-type',
      name: 'Drop type: Privatkunde',
      data: { customerTypeId: settingsIds.customerType(1) },
    },
    {
      id: 'removeContactType',
      type: 'remove-contact-customer-type',
      name: null,
      data: { customerTypeId: settingsIds.customerType(1) },
    },
    {
      id: 'invoke',
      type: 'invoke-bot',
      name: 'Hand over to Welcome',
      data: { botId: automationIds.companyBot(1), startNodeId: 'hello' },
    },
    { id: 'end', type: 'end', name: null, data: {} },
  ],
  [
    ['start', 'note'],
    ['note', 'hello'],
    ['hello', 'consent'],
    ['consent', 'label', 'yes'],
    ['consent', 'noNewsletter', 'no'],
    ['label', 'contactLabel'],
    ['contactLabel', 'product'],
    ['noNewsletter', 'product'],
    ['product', 'customerType'],
    ['customerType', 'contactType'],
    ['contactType', 'script'],
    ['script', 'http', 'true'],
    ['script', 'template', 'false'],
    ['http', 'pause', 'success'],
    ['http', 'pause', 'failure'],
    ['template', 'pause'],
    ['pause', 'user'],
    ['user', 'status'],
    ['status', 'visibility'],
    ['visibility', 'removeLabel'],
    ['removeLabel', 'removeProduct'],
    ['removeProduct', 'removeType'],
    ['removeType', 'removeContactType'],
    ['removeContactType', 'invoke'],
    ['invoke', 'end'],
  ],
  8,
);

const leadFlow = flow(
  [
    { id: 'start', type: 'start', name: 'Start on #angebot', data: start('HASHTAG', '#angebot') },
    { id: 'lead', type: 'set-label', name: 'Label: Lead', data: { labelKey: 'Lead' } },
    {
      id: 'product',
      type: 'set-product',
      name: 'Product: Wärmepumpe',
      data: { productId: inboxIds.product(2) },
    },
    {
      id: 'reply',
      type: 'send-message',
      name: 'Confirm',
      data: { message: 'Thanks! A colleague will send you an offer today.' },
    },
    { id: 'end', type: 'end', name: null, data: {} },
  ],
  [
    ['start', 'lead'],
    ['lead', 'product'],
    ['product', 'reply'],
    ['reply', 'end'],
  ],
);

const nordlichtFlow = flow(
  [
    { id: 'start', type: 'start', name: 'First message', data: start('FIRST_MESSAGE') },
    { id: 'hello', type: 'send-message', name: 'Moin', data: { message: 'Moin! Wir melden uns gleich.' } },
    { id: 'end', type: 'end', name: null, data: {} },
  ],
  [
    ['start', 'hello'],
    ['hello', 'end'],
  ],
);

export async function seedAutomation(db: Db) {
  await db
    .insert(brandBots)
    .values([
      {
        id: automationIds.brandBot(1),
        brandId: demoIds.brandParley,
        name: 'Welcome',
        type: 'flow',
        isDefault: true,
        description: 'Labels a new customer, says hello and marks them as a regular after a moment.',
        config: welcomeFlow,
      },
      {
        id: automationIds.brandBot(2),
        brandId: demoIds.brandParley,
        name: 'Lead qualification',
        type: 'flow',
        description: 'On #angebot: labels the conversation as a lead, sets the product and confirms.',
        config: leadFlow,
      },
      {
        id: automationIds.brandBot(3),
        brandId: demoIds.brandParley,
        name: 'Every node',
        type: 'flow',
        description: 'One node of every type, to learn from.',
        config: everyNodeFlow,
      },
      {
        id: automationIds.brandBot(4),
        brandId: demoIds.brandNordlicht,
        name: 'Moin',
        type: 'flow',
        isDefault: true,
        description: 'Greets every new conversation.',
        config: nordlichtFlow,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(companyBots)
    .values([
      {
        id: automationIds.companyBot(1),
        companyId: demoIds.companyDemo,
        name: 'Welcome',
        type: 'flow',
        isDefault: true,
        active: false,
        config: welcomeFlow,
        brandBotId: automationIds.brandBot(1),
      },
      {
        id: automationIds.companyBot(2),
        companyId: demoIds.companyDemo,
        name: 'Every node',
        type: 'flow',
        active: false,
        config: everyNodeFlow,
        brandBotId: automationIds.brandBot(3),
      },
      {
        id: automationIds.companyBot(3),
        companyId: demoIds.companyDemo,
        name: 'Lead qualification',
        type: 'flow',
        active: false,
        config: leadFlow,
        brandBotId: automationIds.brandBot(2),
        settings: { opportunityAction: 'NONE', opportunityProductId: inboxIds.product(2) },
      },
      {
        id: automationIds.companyBot(4),
        companyId: demoIds.companyOther,
        name: 'Moin',
        type: 'flow',
        active: false,
        config: nordlichtFlow,
        brandBotId: automationIds.brandBot(4),
      },
    ])
    .onConflictDoNothing();
  await ensureCompanyAutomation(db, demoIds.companyDemo);
  await ensureCompanyAutomation(db, demoIds.companyOther);
}
