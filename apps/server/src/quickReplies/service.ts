import type { QuickReplyInput } from '@parley/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { type QuickReplyRow, quickReplies } from '../db/tables.ts';
import { forbidden, notFound } from '../errors.ts';

/*
 * Quick replies: company admins manage the replies every user of the company gets in the composer
 * (settings/quick-replies), and each user their own, which only they get (profile/quick-replies); both
 * reach the composer through listComposerQuickReplies. Every call checks the role, the brand flag
 * (company quick replies switched off: FORBIDDEN, as for a section that does not exist) and keeps
 * reads and writes inside the caller's company; a reply of another company or a user's own reply is
 * NOT_FOUND, so its existence does not leak.
 */

type Deps = { db: Db };

/** Company replies (settings) or the user's own (profile/quick-replies). */
export type QuickReplyScope = 'COMPANY' | 'USER';

/**
 * Company replies: admins only, and only while the brand has company quick replies on. A user's own
 * replies: every user, while the brand has user quick replies on. Off is FORBIDDEN, as for a section
 * that does not exist.
 */
async function requireScope(db: Db, viewer: Viewer, scope: QuickReplyScope): Promise<void> {
  if (scope === 'COMPANY') assertAdmin(viewer);
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!(scope === 'COMPANY' ? brand?.featureCompanyQuickReplies : brand?.featureUserQuickReplies))
    throw forbidden(
      `${scope === 'COMPANY' ? 'Company' : 'User'} quick replies are switched off for this brand`,
    );
}

/** The replies of the scope the viewer may see: the company's, or only their own. */
const inScope = (viewer: Viewer, scope: QuickReplyScope) =>
  scope === 'COMPANY'
    ? and(eq(quickReplies.companyId, viewer.companyId), eq(quickReplies.scope, 'COMPANY'))
    : and(
        eq(quickReplies.companyId, viewer.companyId),
        eq(quickReplies.scope, 'USER'),
        eq(quickReplies.userId, viewer.user.id),
      );

const oneInScope = (viewer: Viewer, scope: QuickReplyScope, id: string) =>
  and(eq(quickReplies.id, id), inScope(viewer, scope));

export async function listScopedQuickReplies(
  { db }: Deps,
  viewer: Viewer,
  scope: QuickReplyScope,
): Promise<QuickReplyRow[]> {
  await requireScope(db, viewer, scope);
  return db
    .select()
    .from(quickReplies)
    .where(inScope(viewer, scope))
    .orderBy(asc(quickReplies.title), asc(quickReplies.id))
    .limit(1000);
}

export async function findScopedQuickReply(
  { db }: Deps,
  viewer: Viewer,
  scope: QuickReplyScope,
  id: string,
): Promise<QuickReplyRow> {
  await requireScope(db, viewer, scope);
  const [row] = await db
    .select()
    .from(quickReplies)
    .where(oneInScope(viewer, scope, id))
    .limit(1);
  if (!row) throw notFound('Quick reply');
  return row;
}

export async function createScopedQuickReply(
  { db }: Deps,
  viewer: Viewer,
  scope: QuickReplyScope,
  input: QuickReplyInput,
): Promise<QuickReplyRow> {
  await requireScope(db, viewer, scope);
  const [row] = await db
    .insert(quickReplies)
    .values({
      companyId: viewer.companyId,
      scope,
      userId: scope === 'USER' ? viewer.user.id : null,
      title: input.title,
      body: input.body,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateScopedQuickReply(
  { db }: Deps,
  viewer: Viewer,
  scope: QuickReplyScope,
  id: string,
  input: QuickReplyInput,
): Promise<QuickReplyRow> {
  await requireScope(db, viewer, scope);
  const [row] = await db
    .update(quickReplies)
    .set({ title: input.title, body: input.body })
    .where(oneInScope(viewer, scope, id))
    .returning();
  if (!row) throw notFound('Quick reply');
  return row;
}

export async function deleteScopedQuickReply(
  { db }: Deps,
  viewer: Viewer,
  scope: QuickReplyScope,
  id: string,
): Promise<string> {
  await requireScope(db, viewer, scope);
  const [row] = await db
    .delete(quickReplies)
    .where(oneInScope(viewer, scope, id))
    .returning({ id: quickReplies.id });
  if (!row) throw notFound('Quick reply');
  return row.id;
}

/** The operations of one scope, as its screens call them. */
export const quickReplyService = (scope: QuickReplyScope) => ({
  list: (deps: Deps, viewer: Viewer) => listScopedQuickReplies(deps, viewer, scope),
  find: (deps: Deps, viewer: Viewer, id: string) => findScopedQuickReply(deps, viewer, scope, id),
  create: (deps: Deps, viewer: Viewer, input: QuickReplyInput) =>
    createScopedQuickReply(deps, viewer, scope, input),
  update: (deps: Deps, viewer: Viewer, id: string, input: QuickReplyInput) =>
    updateScopedQuickReply(deps, viewer, scope, id, input),
  remove: (deps: Deps, viewer: Viewer, id: string) => deleteScopedQuickReply(deps, viewer, scope, id),
});

/**
 * The composer's replies (inbox): the company's and the viewer's own, each kind only while the brand
 * has it switched on; company ones first, each group by title.
 */
export async function listComposerQuickReplies(
  { db }: Deps,
  viewer: Pick<Viewer, 'user' | 'companyId'>,
): Promise<QuickReplyRow[]> {
  const brand = await brandOfCompany(db, viewer.companyId);
  const shown = [
    ...(brand?.featureCompanyQuickReplies ? [eq(quickReplies.scope, 'COMPANY')] : []),
    ...(brand?.featureUserQuickReplies
      ? [and(eq(quickReplies.scope, 'USER'), eq(quickReplies.userId, viewer.user.id))]
      : []),
  ];
  if (shown.length === 0) return [];
  return db
    .select()
    .from(quickReplies)
    .where(and(eq(quickReplies.companyId, viewer.companyId), or(...shown)))
    .orderBy(asc(quickReplies.scope), asc(quickReplies.title));
}
