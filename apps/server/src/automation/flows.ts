import { type BotFlow, botFlowSchema } from '@parley/domain';
import * as v from 'valibot';

/** A stored flow as the domain reads it, or null when it is not a valid flow (it is checked on save). */
export function flowOf(config: unknown): BotFlow | null {
  const parsed = v.safeParse(botFlowSchema, config);
  return parsed.success ? (parsed.output as BotFlow) : null;
}

/** A stored flow, or an empty one (a bot whose flow no longer parses shows nothing rather than failing). */
export function flowOrEmpty(config: unknown): BotFlow {
  return flowOf(config) ?? { nodes: [], edges: [] };
}
