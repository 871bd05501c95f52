import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { brandChannelPreferences, brands, channels, companies, teams, teamUsers, users } from './schema.ts';

/** Data access shared by GraphQL and REST. Every company-scoped read takes the company id. */

export async function findBrandWithPreferences(db: Db, brandId: string) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1);
  if (!brand) return null;
  const preferences = await db
    .select({
      channelType: brandChannelPreferences.channelType,
      isDisabled: brandChannelPreferences.isDisabled,
    })
    .from(brandChannelPreferences)
    .where(eq(brandChannelPreferences.brandId, brandId))
    .orderBy(asc(brandChannelPreferences.channelType));
  return { brand, preferences };
}

export async function findCompany(db: Db, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return company ?? null;
}

export async function findCompanyUser(db: Db, companyId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return user ?? null;
}

export async function findCompanyTeam(db: Db, companyId: string, teamId: string) {
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)))
    .limit(1);
  return team ?? null;
}

export function listCompanyChannels(db: Db, companyId: string) {
  return db.select().from(channels).where(eq(channels.companyId, companyId)).orderBy(asc(channels.createdAt));
}

export function listCompanyTeams(db: Db, companyId: string) {
  return db.select().from(teams).where(eq(teams.companyId, companyId)).orderBy(asc(teams.name));
}

export function listTeamUsers(db: Db, teamId: string) {
  return db
    .select({ user: users })
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .where(eq(teamUsers.teamId, teamId))
    .orderBy(asc(users.email))
    .then((rows) => rows.map((row) => row.user));
}

export function listUserTeams(db: Db, userId: string) {
  return db
    .select({ team: teams })
    .from(teamUsers)
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(eq(teamUsers.userId, userId))
    .orderBy(asc(teams.name))
    .then((rows) => rows.map((row) => row.team));
}

export async function countWhere(db: Db, table: typeof teamUsers | typeof channels, teamId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.teamId, teamId));
  return row?.count ?? 0;
}

export function listCompanyUsers(db: Db, companyId: string, ids?: readonly string[] | null) {
  const scope = eq(users.companyId, companyId);
  return db
    .select()
    .from(users)
    .where(ids ? and(scope, inArray(users.id, [...ids])) : scope)
    .orderBy(asc(users.email));
}
