import {
  addChannel as addChannelService,
  appointmentWidget as appointmentWidgetService,
  channelStatuses,
  reconnectChannel as reconnectChannelService,
  removeChannel as removeChannelService,
  updateAppointmentWidget as updateAppointmentWidgetService,
} from '../../channels/service.ts';
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
import { type Resolve, requireViewer } from './guards.ts';

/* Channels and the appointment widget: parse, call src/channels/service.ts (company and admin checks), present. */

const channelStatus: Resolve<unknown, QueryChannelStatusArgs, ChannelStatus[]> = async (_p, args, ctx) =>
  channelStatuses(ctx, await requireViewer(ctx), args.ids);

const addChannel: Resolve<unknown, MutationAddChannelArgs, ChannelModel> = async (_p, args, ctx) =>
  addChannelService(ctx, await requireViewer(ctx), args);

const removeChannel: Resolve<unknown, MutationRemoveChannelArgs, string> = async (_p, args, ctx) =>
  removeChannelService(ctx, await requireViewer(ctx), args.id);

const reconnectChannel: Resolve<unknown, MutationReconnectChannelArgs, ChannelStatus> = async (
  _p,
  args,
  ctx,
) => reconnectChannelService(ctx, await requireViewer(ctx), args.id);

const appointmentWidget: Resolve<unknown, unknown, AppointmentWidget> = async (_p, _args, ctx) =>
  appointmentWidgetService(ctx, await requireViewer(ctx));

const updateAppointmentWidget: Resolve<
  unknown,
  MutationUpdateAppointmentWidgetArgs,
  AppointmentWidget
> = async (_p, args, ctx) => updateAppointmentWidgetService(ctx, await requireViewer(ctx), args.input);

export const channelResolvers = {
  Query: { channelStatus, appointmentWidget },
  Mutation: { addChannel, removeChannel, reconnectChannel, updateAppointmentWidget },
};
