import {
  type AbsenceInput,
  absenceMessageKeys,
  isCommonPassword,
  messageKeys,
  newPasswordFormSchema,
  PORTFOLIO_MAX_IDS,
  type PortfolioCatalog,
  type PortfolioSelection,
  prunePortfolio,
  todayInAbsenceZone,
} from '@parley/domain';
import { and, asc, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { type AbsenceRow, absences, userPortfolioItems, userSettings } from '../db/features/profile.ts';
import { attachmentFiles, type UserProfileRow, userProfiles, users } from '../db/schema.ts';
import { badUserInput, notFound } from '../errors.ts';
import { attachmentKeyOf, attachmentUrl } from '../inbox/attachments.ts';
import { companyPortfolio } from '../settings/portfolio.ts';

/*
 * The profile (spec 2 profile section): the user's own service portfolio, avatar, password, settings
 * and absences. Every function acts on the user it is given after the caller checked that the viewer
 * may (updateUser: oneself, or an admin for users of the company); absences only ever on the viewer.
 */

type Kind = 'customerType' | 'product' | 'service';
const kinds: Record<keyof PortfolioSelection, Kind> = {
  customerTypes: 'customerType',
  products: 'product',
  services: 'service',
};

/** What a user of the viewer's company may choose: the company's offered entries with their parents. */
export async function portfolioCatalog(db: Db, viewer: Viewer): Promise<PortfolioCatalog> {
  const portfolio = await companyPortfolio(db, viewer);
  const offered = (items: typeof portfolio.customerTypes) =>
    items.filter((item) => item.active).map(({ id, parentIds }) => ({ id, parentIds }));
  return {
    customerTypes: offered(portfolio.customerTypes),
    products: offered(portfolio.products),
    services: offered(portfolio.services),
  };
}

/** The user's name, phone, birthday and avatar; null before they were first saved. */
export async function findUserProfile(db: Db, userId: string): Promise<UserProfileRow | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function userPortfolio(db: Db, userId: string): Promise<PortfolioSelection> {
  const rows = await db
    .select({ kind: userPortfolioItems.kind, itemId: userPortfolioItems.itemId })
    .from(userPortfolioItems)
    .where(eq(userPortfolioItems.userId, userId))
    .orderBy(asc(userPortfolioItems.itemId));
  const of = (kind: Kind) => rows.filter((row) => row.kind === kind).map((row) => row.itemId);
  return { customerTypes: of('customerType'), products: of('product'), services: of('service') };
}

/**
 * Saves the user's portfolio: lists not given keep their stored ids (then pruned again), ids the
 * company does not offer are NOT_FOUND, dependents of deselected entries are dropped (spec 5).
 */
export async function saveUserPortfolio(
  db: Db,
  viewer: Viewer,
  userId: string,
  change: Partial<Record<keyof PortfolioSelection, readonly string[] | null | undefined>>,
): Promise<PortfolioSelection> {
  for (const key of Object.keys(kinds) as (keyof PortfolioSelection)[]) {
    if ((change[key]?.length ?? 0) > PORTFOLIO_MAX_IDS)
      throw badUserInput(key, messageKeys.general, `At most ${PORTFOLIO_MAX_IDS} ids`);
  }
  const catalog = await portfolioCatalog(db, viewer);
  for (const key of Object.keys(kinds) as (keyof PortfolioSelection)[]) {
    const offered = new Set(catalog[key].map((entry) => entry.id));
    if (change[key]?.some((id) => !offered.has(id))) throw notFound('Portfolio entry');
  }
  const stored = await userPortfolio(db, userId);
  const next = prunePortfolio(catalog, {
    customerTypes: change.customerTypes ?? stored.customerTypes,
    products: change.products ?? stored.products,
    services: change.services ?? stored.services,
  });
  await db.transaction(async (tx) => {
    await tx.delete(userPortfolioItems).where(eq(userPortfolioItems.userId, userId));
    const rows = (Object.keys(kinds) as (keyof PortfolioSelection)[]).flatMap((key) =>
      next[key].map((itemId) => ({ userId, kind: kinds[key], itemId })),
    );
    if (rows.length) await tx.insert(userPortfolioItems).values(rows);
  });
  return next;
}

/** A new avatar must be an upload of the user's company (the upload checked type, size and quota). */
export async function setAvatar(
  db: Db,
  user: { id: string; companyId: string },
  avatar: { id?: string | null; name?: string | null; url: string } | null,
): Promise<void> {
  let url: string | null = null;
  if (avatar) {
    const key = avatar.url.length <= 2048 ? attachmentKeyOf(avatar.url) : null;
    const [file] = key
      ? await db
          .select({ id: attachmentFiles.id, displayName: attachmentFiles.displayName })
          .from(attachmentFiles)
          .where(and(eq(attachmentFiles.id, key), eq(attachmentFiles.companyId, user.companyId)))
          .limit(1)
      : [];
    if (!file)
      throw badUserInput('avatar', messageKeys.general, 'The avatar must be an upload of your company');
    // Our own address for it, whatever host the request named: colleagues' browsers load it.
    url = attachmentUrl(file.id, file.displayName);
  }
  await db
    .update(userProfiles)
    .set({
      avatarId: avatar ? (avatar.id ?? null) : null,
      avatarName: avatar ? (avatar.name?.slice(0, 255) ?? null) : null,
      avatarUrl: url,
    })
    .where(eq(userProfiles.userId, user.id));
}

/** The change-password dialog's rules (spec 5), on the server too, with the same keys and fields. */
export function parseNewPassword(
  password: string | null | undefined,
  confirm: string | null | undefined,
): string {
  if ((password?.length ?? 0) > PASSWORD_MAX_LENGTH || (confirm?.length ?? 0) > PASSWORD_MAX_LENGTH)
    throw badUserInput('password', messageKeys.general, 'Password too long');
  const parsed = v.safeParse(
    newPasswordFormSchema,
    { password: password ?? '', confirmPassword: confirm ?? '' },
    { abortPipeEarly: true },
  );
  if (parsed.success) return refuseCommonPassword(parsed.output.password);
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue) === 'confirmPassword' ? 'confirm_password' : 'password';
  throw badUserInput(field, issue.message || messageKeys.general, 'Invalid password');
}

/**
 * A new password that is one of the common ones (the domain's list, checked here only so the web app
 * does not carry it) is refused on the password field.
 */
export function refuseCommonPassword(password: string): string {
  if (isCommonPassword(password))
    throw badUserInput('password', messageKeys.passwordTooCommon, 'This password is too common');
  return password;
}

/** Longer passwords are refused before any rule runs (the identity provider caps them far lower). */
const PASSWORD_MAX_LENGTH = 4096;

export type UserSettingsValue = { language: 'de' | 'en' | null; browserNotifications: boolean };

export async function settingsOf(db: Db, userId: string): Promise<UserSettingsValue> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  const language = row?.language === 'de' || row?.language === 'en' ? row.language : null;
  return { language, browserNotifications: row?.browserNotifications ?? true };
}

export async function saveSettings(
  db: Db,
  userId: string,
  change: { language?: string | null; browserNotifications?: boolean | null },
): Promise<void> {
  if (change.language !== undefined && change.language !== null && !['de', 'en'].includes(change.language))
    throw badUserInput('language', messageKeys.general, 'Language must be de or en');
  const current = await settingsOf(db, userId);
  const next = {
    language: change.language === undefined ? current.language : change.language,
    browserNotifications: change.browserNotifications ?? current.browserNotifications,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: userSettings.userId, set: next });
}

/* Absences: the viewer's own only. */

export async function listAbsences(db: Db, viewer: Viewer): Promise<AbsenceRow[]> {
  return db
    .select()
    .from(absences)
    .where(eq(absences.userId, viewer.user.id))
    .orderBy(desc(absences.startDate))
    .limit(500);
}

export async function findAbsence(db: Db, viewer: Viewer, id: string): Promise<AbsenceRow> {
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.id, id), eq(absences.userId, viewer.user.id)))
    .limit(1);
  if (!row) throw notFound('Absence');
  return row;
}

/**
 * Creates or changes an absence inside one transaction that first locks the user's row, so two
 * requests at once cannot both pass the overlap check.
 */
export async function saveAbsence(
  db: Db,
  viewer: Viewer,
  value: AbsenceInput,
  id?: string,
): Promise<AbsenceRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.user.id)).for('update');
    if (id) await findAbsence(tx as unknown as Db, viewer, id);
    const [clash] = await tx
      .select({ id: absences.id })
      .from(absences)
      .where(
        and(
          eq(absences.userId, viewer.user.id),
          lte(absences.startDate, value.endDate),
          gte(absences.endDate, value.startDate),
          ...(id ? [ne(absences.id, id)] : []),
        ),
      )
      .limit(1);
    if (clash) throw badUserInput('startDate', absenceMessageKeys.overlap, 'Overlaps another absence');
    const values = { startDate: value.startDate, endDate: value.endDate, note: value.note || null };
    const [row] = id
      ? await tx.update(absences).set(values).where(eq(absences.id, id)).returning()
      : await tx
          .insert(absences)
          .values({ ...values, userId: viewer.user.id, companyId: viewer.companyId })
          .returning();
    if (!row) throw notFound('Absence');
    return row;
  });
}

export async function deleteAbsence(db: Db, viewer: Viewer, id: string): Promise<string> {
  const [row] = await db
    .delete(absences)
    .where(and(eq(absences.id, id), eq(absences.userId, viewer.user.id)))
    .returning({ id: absences.id });
  if (!row) throw notFound('Absence');
  return row.id;
}

export async function currentAbsenceOf(db: Db, userId: string, today = todayInAbsenceZone()) {
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.userId, userId), lte(absences.startDate, today), gte(absences.endDate, today)))
    .limit(1);
  return row ?? null;
}

/** Of `userIds`, those absent today: the pool does not assign new customers to them. */
export async function absentUserIds(db: Db, userIds: readonly string[], today = todayInAbsenceZone()) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: absences.userId })
    .from(absences)
    .where(
      and(
        inArray(absences.userId, [...userIds]),
        lte(absences.startDate, today),
        gte(absences.endDate, today),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}
