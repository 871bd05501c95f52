import { auditLogArgsSchema } from '@parley/domain';
import { presentAuditEvent } from '../../audit/present.ts';
import { listAuditLog } from '../../audit/service.ts';
import { parseInput } from '../../errors.ts';
import type { AuditEventPage, QueryAuditLogArgs } from '../../generated/resolvers.ts';
import { type Resolve, requireViewer } from './guards.ts';

const auditLog: Resolve<unknown, QueryAuditLogArgs, AuditEventPage> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const page = await listAuditLog(ctx, viewer, parseInput(auditLogArgsSchema, args));
  return { items: page.items.map(presentAuditEvent), total: page.total };
};

export const auditResolvers = { Query: { auditLog } };
