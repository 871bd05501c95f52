import { assertAdmin } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { GraphQLContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';

export async function requireViewer(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw unauthenticated();
  return viewer;
}

export async function requireAdmin(ctx: GraphQLContext): Promise<Viewer> {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer);
  return viewer;
}

/** A resolver function typed by parent and arguments; return types come from the models. */
export type Resolve<TParent, TArgs, TResult> = (
  parent: TParent,
  args: TArgs,
  ctx: GraphQLContext,
) => TResult | Promise<TResult>;
