import type { BotsQuery } from '@parley/api';
import type { BotEdge, BotFlow, BotNode } from '@parley/domain';

type Bot = BotsQuery['bots'][number];

/** A bot's flow as the domain reads it (the server stores only flows that pass its schema). */
export function flowOfBot(bot: Bot): BotFlow {
  return { nodes: bot.config.nodes as BotNode[], edges: bot.config.edges as BotEdge[] };
}
