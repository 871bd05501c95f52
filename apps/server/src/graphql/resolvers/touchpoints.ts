import { qrTypeSchema, websiteTypeSchema, websiteWidgetSettingsSchema } from '@parley/domain';
import * as v from 'valibot';
import { parseInput } from '../../errors.ts';
import type {
  ChatTouchpoint,
  MutationUpdateWebsiteWidgetArgs,
  QueryChatTouchpointsArgs,
  QueryWebsiteWidgetArgs,
  WebsiteWidget,
} from '../../generated/resolvers.ts';
import { presentChatTouchpoint, presentWebsiteWidget } from '../../touchpoints/present.ts';
import * as touchpoints from '../../touchpoints/service.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/* Parse with the domain's schemas, call the touchpoints service (where the rules are), present. */

const widgetArgs = v.object({ websiteType: websiteTypeSchema });
const updateArgs = v.object({ websiteType: websiteTypeSchema, input: websiteWidgetSettingsSchema });
const chatArgs = v.object({ qrType: qrTypeSchema });

const websiteWidget: Resolve<unknown, QueryWebsiteWidgetArgs, WebsiteWidget> = async (_p, args, ctx) => {
  const viewer = args.mine ? await requireViewer(ctx) : await requireAdmin(ctx);
  const { websiteType } = parseInput(widgetArgs, { websiteType: args.websiteType });
  return presentWebsiteWidget(
    await touchpoints.findWebsiteWidget(ctx, viewer, websiteType, Boolean(args.mine)),
    websiteType,
  );
};

const updateWebsiteWidget: Resolve<unknown, MutationUpdateWebsiteWidgetArgs, WebsiteWidget> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = args.mine ? await requireViewer(ctx) : await requireAdmin(ctx);
  const { websiteType, input } = parseInput(updateArgs, { websiteType: args.websiteType, input: args.input });
  return presentWebsiteWidget(
    await touchpoints.updateWebsiteWidget(ctx, viewer, websiteType, input, Boolean(args.mine)),
    websiteType,
  );
};

const chatTouchpoints: Resolve<unknown, QueryChatTouchpointsArgs, ChatTouchpoint[]> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = args.mine ? await requireViewer(ctx) : await requireAdmin(ctx);
  const { qrType } = parseInput(chatArgs, { qrType: args.qrType });
  return (await touchpoints.listChatTouchpoints(ctx, viewer, qrType, Boolean(args.mine))).map(
    presentChatTouchpoint,
  );
};

export const touchpointResolvers = {
  Query: { websiteWidget, chatTouchpoints },
  Mutation: { updateWebsiteWidget },
};
