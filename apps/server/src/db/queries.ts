import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * `column = any($1)` with the ids as one text[] parameter. drizzle's inArray sends one parameter per id,
 * and preparing thirty of them for a page cost the server more than the database spent on the query.
 */
export function anyOf(column: AnyPgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::text[])`;
}
