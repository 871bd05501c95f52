import { absenceInputSchema } from '@parley/domain';
import { parseInput } from '../../errors.ts';
import type {
  Absence,
  MutationCreateAbsenceArgs,
  MutationDeleteAbsenceArgs,
  MutationUpdateAbsenceArgs,
  QueryMyAbsenceArgs,
  UserSettings,
} from '../../generated/resolvers.ts';
import { presentAbsence } from '../../profile/present.ts';
import {
  currentAbsenceOf,
  deleteAbsence,
  findAbsence,
  listAbsences,
  saveAbsence,
  settingsOf,
  userPortfolio,
} from '../../profile/service.ts';
import type { UserModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

/** The profile's fields of User (portfolio, settings, absence) and the signed-in user's absences. */
const portfolioField =
  (key: 'customerTypes' | 'products' | 'services'): Resolve<UserModel, NoArgs, string[]> =>
  async (user, _a, ctx) => {
    await requireViewer(ctx);
    return [...(await userPortfolio(ctx.db, user.id))[key]];
  };

const settings: Resolve<UserModel, NoArgs, UserSettings | null> = async (user, _a, ctx) => {
  const viewer = await requireViewer(ctx);
  if (viewer.user.id !== user.id) return null;
  return settingsOf(ctx.db, user.id);
};

const currentAbsence: Resolve<UserModel, NoArgs, Absence | null> = async (user, _a, ctx) => {
  await requireViewer(ctx);
  const row = await currentAbsenceOf(ctx.db, user.id);
  return row ? presentAbsence(row) : null;
};

const myAbsences: Resolve<unknown, NoArgs, Absence[]> = async (_p, _a, ctx) =>
  (await listAbsences(ctx.db, await requireViewer(ctx))).map(presentAbsence);

const myAbsence: Resolve<unknown, QueryMyAbsenceArgs, Absence> = async (_p, { id }, ctx) =>
  presentAbsence(await findAbsence(ctx.db, await requireViewer(ctx), id));

/** An absence without a note is one with an empty note, as the form sends it. */
const parseAbsence = (input: MutationCreateAbsenceArgs['input']) =>
  parseInput(absenceInputSchema, { ...input, note: input.note ?? '' });

const createAbsence: Resolve<unknown, MutationCreateAbsenceArgs, Absence> = async (_p, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  return presentAbsence(await saveAbsence(ctx.db, viewer, parseAbsence(input)));
};

const updateAbsence: Resolve<unknown, MutationUpdateAbsenceArgs, Absence> = async (
  _p,
  { id, input },
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  return presentAbsence(await saveAbsence(ctx.db, viewer, parseAbsence(input), id));
};

const removeAbsence: Resolve<unknown, MutationDeleteAbsenceArgs, string> = async (_p, { id }, ctx) =>
  deleteAbsence(ctx.db, await requireViewer(ctx), id);

export const profileResolvers = {
  Query: { myAbsences, myAbsence },
  Mutation: { createAbsence, updateAbsence, deleteAbsence: removeAbsence },
  User: {
    customerTypes: portfolioField('customerTypes'),
    products: portfolioField('products'),
    services: portfolioField('services'),
    settings,
    currentAbsence,
  },
};
