import { appointmentWidgetSettingsSchema } from '@parley/domain';
import { presentAppointmentWidget, presentChannel, presentChannelStatus } from '../../channels/present.ts';
import * as channels from '../../channels/service.ts';
import { publicOrigin } from '../../config.ts';
import { parseInput } from '../../errors.ts';
import type {
  AppointmentWidget,
  ChannelStatus,
  MutationAddChannelArgs,
  MutationReconnectChannelArgs,
  MutationRemoveChannelArgs,
  MutationUpdateAppointmentWidgetArgs,
  QueryChannelStatusArgs,
} from '../../generated/resolvers.ts';
import type { ChannelModel } from '../models.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

/* Channels and the appointment widget: parse, call src/channels/service.ts (company and admin checks), present. */

const channelStatus: Resolve<unknown, QueryChannelStatusArgs, ChannelStatus[]> = async (_p, args, ctx) =>
  (await channels.channelStatuses(ctx, await requireViewer(ctx), args.ids)).map(presentChannelStatus);

const addChannel: Resolve<unknown, MutationAddChannelArgs, ChannelModel> = async (_p, args, ctx) =>
  presentChannel(await channels.addChannel(ctx, await requireViewer(ctx), args));

const removeChannel: Resolve<unknown, MutationRemoveChannelArgs, string> = async (_p, args, ctx) =>
  channels.removeChannel(ctx, await requireViewer(ctx), args.id);

const reconnectChannel: Resolve<unknown, MutationReconnectChannelArgs, ChannelStatus> = async (
  _p,
  args,
  ctx,
) => presentChannelStatus(await channels.reconnectChannel(ctx, await requireViewer(ctx), args.id));

const appointmentWidget: Resolve<unknown, unknown, AppointmentWidget> = async (_p, _args, ctx) =>
  presentAppointmentWidget(
    await channels.appointmentWidget(ctx, await requireViewer(ctx)),
    publicOrigin(ctx.config),
  );

const updateAppointmentWidget: Resolve<
  unknown,
  MutationUpdateAppointmentWidgetArgs,
  AppointmentWidget
> = async (_p, args, ctx) => {
  // Admins only, checked before the input so a company user learns nothing from its errors.
  const viewer = await requireAdmin(ctx);
  const settings = parseInput(appointmentWidgetSettingsSchema, args.input);
  const row = await channels.updateAppointmentWidget(ctx, viewer, settings);
  return presentAppointmentWidget(row, publicOrigin(ctx.config));
};

export const channelResolvers = {
  Query: { channelStatus, appointmentWidget },
  Mutation: { addChannel, removeChannel, reconnectChannel, updateAppointmentWidget },
};
