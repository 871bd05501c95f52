import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { teams, users } from './schema.ts';

/*
 * Lookups several services make. Every one is company-scoped: it takes the company id, and a row of
 * another company is as absent as an unknown id.
 */

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
