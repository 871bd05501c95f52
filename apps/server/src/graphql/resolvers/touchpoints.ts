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
import * as touchpoints from '../../touchpoints/service.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/* Parse with the domain's schemas, call the touchpoints service (where the rules are), present. */

const widgetArgs = v.object({ websiteType: websiteTypeSchema });
const updateArgs = v.object({ websiteType: websiteTypeSchema, input: websiteWidgetSettingsSchema });
const chatArgs = v.object({ qrType: qrTypeSchema });

const presentWidget = (widget: touchpoints.WebsiteWidget): WebsiteWidget => ({
  ...widget,
  updatedAt: widget.updatedAt?.toISOString() ?? null,
});

const websiteWidget: Resolve<unknown, QueryWebsiteWidgetArgs, WebsiteWidget> = async (_p, args, ctx) => {
  const viewer = args.mine ? await requireViewer(ctx) : await requireAdmin(ctx);
  const { websiteType } = parseInput(widgetArgs, { websiteType: args.websiteType });
  return presentWidget(await touchpoints.findWebsiteWidget(ctx, viewer, websiteType, Boolean(args.mine)));
};

const updateWebsiteWidget: Resolve<unknown, MutationUpdateWebsiteWidgetArgs, WebsiteWidget> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = args.mine ? await requireViewer(ctx) : await requireAdmin(ctx);
  const { websiteType, input } = parseInput(updateArgs, { websiteType: args.websiteType, input: args.input });
  return presentWidget(
    await touchpoints.updateWebsiteWidget(ctx, viewer, websiteType, input, Boolean(args.mine)),
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
    ({ channel, link }) => ({
      channelId: channel.id,
      channelType: channel.channelType,
      value: channel.value,
      link,
    }),
  );
};

export const touchpointResolvers = {
  Query: { websiteWidget, chatTouchpoints },
  Mutation: { updateWebsiteWidget },
};
