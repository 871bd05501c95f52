import type { QuickReplyInput } from '@parley/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { brands, companies, type QuickReplyRow, quickReplies } from '../db/tables.ts';
import { forbidden, notFound } from '../errors.ts';

/*
 * Company quick replies (settings/quick-replies): company admins manage the replies every user of the
 * company gets in the composer (inbox listQuickReplies). Every call checks the role, the brand flag
 * (company quick replies switched off: FORBIDDEN, as for a section that does not exist) and keeps
 * reads and writes inside the caller's company; a reply of another company or a user's own reply is
 * NOT_FOUND, so its existence does not leak.
 */

type Deps = { db: Db };

async function requireCompanyQuickReplies(db: Db, viewer: Viewer): Promise<void> {
  if (!viewer.isAdmin) throw forbidden('Company admins only');
  const [row] = await db
    .select({ enabled: brands.featureCompanyQuickReplies })
    .from(companies)
    .innerJoin(brands, eq(brands.id, companies.brandId))
    .where(eq(companies.id, viewer.companyId))
    .limit(1);
  if (!row?.enabled) throw forbidden('Company quick replies are switched off for this brand');
}

const ofCompany = (viewer: Viewer, id: string) =>
  and(
    eq(quickReplies.id, id),
    eq(quickReplies.companyId, viewer.companyId),
    eq(quickReplies.scope, 'COMPANY'),
  );

export async function listCompanyQuickReplies({ db }: Deps, viewer: Viewer): Promise<QuickReplyRow[]> {
  await requireCompanyQuickReplies(db, viewer);
  return db
    .select()
    .from(quickReplies)
    .where(and(eq(quickReplies.companyId, viewer.companyId), eq(quickReplies.scope, 'COMPANY')))
    .orderBy(asc(quickReplies.title), asc(quickReplies.id));
}

export async function findCompanyQuickReply(
  { db }: Deps,
  viewer: Viewer,
  id: string,
): Promise<QuickReplyRow> {
  await requireCompanyQuickReplies(db, viewer);
  const [row] = await db.select().from(quickReplies).where(ofCompany(viewer, id)).limit(1);
  if (!row) throw notFound('Quick reply');
  return row;
}

export async function createCompanyQuickReply(
  { db }: Deps,
  viewer: Viewer,
  input: QuickReplyInput,
): Promise<QuickReplyRow> {
  await requireCompanyQuickReplies(db, viewer);
  const [row] = await db
    .insert(quickReplies)
    .values({
      companyId: viewer.companyId,
      scope: 'COMPANY',
      userId: null,
      title: input.title,
      body: input.body,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCompanyQuickReply(
  { db }: Deps,
  viewer: Viewer,
  id: string,
  input: QuickReplyInput,
): Promise<QuickReplyRow> {
  await requireCompanyQuickReplies(db, viewer);
  const [row] = await db
    .update(quickReplies)
    .set({ title: input.title, body: input.body })
    .where(ofCompany(viewer, id))
    .returning();
  if (!row) throw notFound('Quick reply');
  return row;
}

export async function deleteCompanyQuickReply({ db }: Deps, viewer: Viewer, id: string): Promise<string> {
  await requireCompanyQuickReplies(db, viewer);
  const [row] = await db.delete(quickReplies).where(ofCompany(viewer, id)).returning({ id: quickReplies.id });
  if (!row) throw notFound('Quick reply');
  return row.id;
}
