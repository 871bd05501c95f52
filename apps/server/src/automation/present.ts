import type { RestBrandBot, RestCompanyBot } from '@parley/api/rest';
import {
  type AutoresponderType,
  autoresponderGroupOf,
  LOCKED_AUTORESPONDERS,
  startNodeOf,
} from '@parley/domain';
import type { autoresponders, brandBots, consentBots } from '../db/features/automation.ts';
import type { companyBots } from '../db/features/shop.ts';
import type { Autoresponder, Bot, ConsentBot } from '../generated/resolvers.ts';
import { flowOrEmpty } from './flows.ts';

/* Rows → the contract's Autoresponder, ConsentBot, Bot, RestCompanyBot and RestBrandBot. */

type AutoresponderRow = typeof autoresponders.$inferSelect;
type ConsentBotRow = typeof consentBots.$inferSelect;
type CompanyBotRow = typeof companyBots.$inferSelect;
type BrandBotRow = typeof brandBots.$inferSelect;

export function presentAutoresponder(row: AutoresponderRow, editorName: string | null): Autoresponder {
  const type = row.type as AutoresponderType;
  return {
    id: row.id,
    type,
    group: autoresponderGroupOf(type),
    active: row.active,
    locked: LOCKED_AUTORESPONDERS.includes(type),
    config: { subject: row.subject, body: row.body },
    editedBy: editorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentConsentBot(row: ConsentBotRow, editorName: string | null): ConsentBot {
  return {
    active: row.active,
    question: row.question,
    agreeKeyword: row.agreeKeyword,
    declineKeyword: row.declineKeyword,
    revokeKeyword: row.revokeKeyword,
    editedBy: editorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function triggerOf(config: unknown): { trigger: string; value: string | null } {
  const start = startNodeOf(flowOrEmpty(config));
  if (!start) return { trigger: 'FIRST_MESSAGE', value: null };
  const { trigger, hashTag, labelKey } = start.data;
  return { trigger, value: trigger === 'HASHTAG' ? hashTag : trigger === 'LABEL' ? labelKey : null };
}

export function presentBot(row: CompanyBotRow, runCount: number): Bot {
  const flow = flowOrEmpty(row.config);
  const { trigger, value } = triggerOf(row.config);
  const settings = row.settings;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    active: row.active,
    type: row.type,
    default: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    runCount,
    config: { nodes: flow.nodes, edges: flow.edges },
    configs: [
      {
        id: row.id,
        name: row.name,
        active: row.active,
        trigger,
        hashTag: trigger === 'HASHTAG' ? value : null,
        tags: trigger === 'LABEL' && value ? [value] : [],
        messageConfig: flow.nodes
          .filter((node) => node.type === 'send-message')
          .map((node, index) => ({
            message: (node.data as { message: string }).message,
            edit: true,
            type: 'TEXT',
            botMsgKey: node.id,
            sequence: index + 1,
          })),
        opportunityAction: settings.opportunityAction ?? 'NONE',
        opportunityProductId: settings.opportunityProductId || null,
        opportunityTypeId: settings.opportunityTypeId || null,
        isConsentActive: settings.isConsentActive ?? false,
        userId: settings.userId || null,
      },
    ],
  };
}

export function presentCompanyBot(row: CompanyBotRow): RestCompanyBot {
  const { trigger, value } = triggerOf(row.config);
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    type: row.type,
    default: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
    productId: row.productId,
    trigger,
    triggerValue: value,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
}

export function presentBrandBot(row: BrandBotRow): RestBrandBot {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    default: row.isDefault,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
    nodeCount: Array.isArray(row.config.nodes) ? row.config.nodes.length : 0,
  };
}
