import {
  autoresponderConfigSchema,
  botCreateFormSchema,
  botSettingsFormSchema,
  consentBotFormSchema,
  idSchema,
} from '@parley/domain';
import * as v from 'valibot';
import { assertAdmin } from '../../auth/access.ts';
import * as automation from '../../automation/service.ts';
import { parseFormInput, parseInput } from '../../errors.ts';
import type {
  Autoresponder,
  Bot,
  ConsentBot,
  MutationAutoresponderUpdateArgs,
  MutationConsentBotUpdateArgs,
  MutationCreateBotFromBrandArgs,
  MutationUpdateBotConfigArgs,
  QueryAutorespondersArgs,
  QueryBotsArgs,
} from '../../generated/resolvers.ts';
import { type Resolve, requireViewer } from './guards.ts';

/*
 * Autoresponders, the consent bot and the company's bots (spec 7). Company admins only: refused before
 * the input is read. Rules in src/automation/service.ts.
 */

const optionalId = v.nullish(idSchema);
const scopeSchema = v.object({
  brandId: optionalId,
  companyId: optionalId,
  type: v.nullish(v.pipe(v.string(), v.maxLength(50))),
  active: v.nullish(v.boolean()),
});

const list: Resolve<unknown, QueryAutorespondersArgs, Autoresponder[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  return automation.listAutoresponders(ctx, viewer, parseInput(scopeSchema, args));
};

const update: Resolve<unknown, MutationAutoresponderUpdateArgs, Autoresponder> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const { id, type, active } = parseInput(
    v.object({
      id: idSchema,
      type: v.nullish(v.pipe(v.string(), v.maxLength(50))),
      active: v.nullish(v.boolean()),
    }),
    { id: args.id, type: args.type, active: args.active },
  );
  const config = args.config
    ? parseFormInput(autoresponderConfigSchema, args.config, { fallbackField: 'config' })
    : undefined;
  return automation.updateAutoresponder(ctx, viewer, {
    id,
    type: type ?? undefined,
    active: active ?? undefined,
    config,
  });
};

const consentBot: Resolve<unknown, unknown, ConsentBot> = async (_p, _a, ctx) =>
  automation.getConsentBot(ctx, await requireViewer(ctx));

const consentBotUpdate: Resolve<unknown, MutationConsentBotUpdateArgs, ConsentBot> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const active = parseInput(v.nullish(v.boolean()), args.active);
  const config = args.config
    ? parseFormInput(consentBotFormSchema, args.config, { fallbackField: 'config' })
    : undefined;
  return automation.updateConsentBot(ctx, viewer, { active: active ?? undefined, config });
};

const bots: Resolve<unknown, QueryBotsArgs, Bot[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const filter = parseInput(
    v.object({
      ...scopeSchema.entries,
      ids: v.nullish(v.pipe(v.array(idSchema), v.maxLength(200))),
      default: v.nullish(v.boolean()),
    }),
    args,
  );
  return automation.listBots(ctx, viewer, filter);
};

/** The settings a payload may change (each optional). */
const settingsInputSchema = v.partial(
  v.pick(botSettingsFormSchema, [
    'isConsentActive',
    'userId',
    'opportunityProductId',
    'opportunityTypeId',
    'opportunityAction',
  ]),
);
/** A node or flow in a payload is at most 256 KB of JSON before it is parsed field by field. */
const MAX_FLOW_JSON = 256 * 1024;

const updateBotConfig: Resolve<unknown, MutationUpdateBotConfigArgs, Bot> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  const { id, active } = parseInput(v.object({ id: idSchema, active: v.nullish(v.boolean()) }), {
    id: args.id,
    active: args.active,
  });
  const payload = args.payload ?? {};
  for (const part of [payload.node, payload.config])
    if (part !== undefined && part !== null && JSON.stringify(part).length > MAX_FLOW_JSON)
      parseInput(v.never('FORM_ERRORS.GENERAL'), part, 'The flow is too large');
  const name =
    payload.name === undefined || payload.name === null
      ? undefined
      : parseFormInput(
          v.object({ name: botSettingsFormSchema.entries.name }),
          { name: payload.name },
          { fallbackField: 'name' },
        ).name;
  const settings = payload.settings
    ? parseFormInput(settingsInputSchema, stripNulls(payload.settings), { fallbackField: 'settings' })
    : undefined;
  return automation.updateBot(ctx, viewer, {
    id,
    active: active ?? undefined,
    payload: {
      name,
      node: payload.node ?? undefined,
      config: payload.config ?? undefined,
      settings,
    },
  });
};

function stripNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null)) as never;
}

const createBotFromBrand: Resolve<unknown, MutationCreateBotFromBrandArgs, Bot> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  return automation.createBotFromBrand(
    ctx,
    viewer,
    parseFormInput(botCreateFormSchema, args, { fallbackField: 'brandBotId' }),
  );
};

export const automationResolvers = {
  Query: { autoresponders: list, consentBot, bots },
  Mutation: { autoresponderUpdate: update, consentBotUpdate, updateBotConfig, createBotFromBrand },
};
