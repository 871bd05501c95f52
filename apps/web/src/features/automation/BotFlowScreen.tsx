import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { botQueryOptions, useApi } from '@parley/api';
import type { BotEdgeCondition, BotNode, BotTrigger } from '@parley/domain';
import { Badge, Link, Skeleton } from '@parley/ui';
import { FlowViewer, type FlowViewerEdge, type FlowViewerNode } from '@parley/ui/flow-viewer';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { translateKey } from '../../lib/messages.ts';
import * as styles from './automation.css.ts';
import { flowOfBot } from './flow.ts';
import { useAutomationTexts } from './texts.ts';

/** One line on a node's card: what it does, e.g. `VIP` for a label, `2h` for a pause. */
function summaryOf(node: BotNode, triggers: Record<BotTrigger, string>): string | undefined {
  switch (node.type) {
    case 'start':
      return [triggers[node.data.trigger], node.data.hashTag || node.data.labelKey]
        .filter(Boolean)
        .join(': ');
    case 'send-message':
      return node.data.message;
    case 'internal-note':
      return node.data.note;
    case 'opt-in':
      return node.data.question;
    case 'pause':
      return node.data.pauseType === 'DURATION'
        ? node.data.rawDuration
        : formatDateTime(node.data.resumeDate);
    case 'http-request':
      return `${node.data.method} ${node.data.url}`;
    case 'script':
      return node.data.expression;
    case 'set-label':
    case 'remove-label':
    case 'set-contact-label':
    case 'remove-contact-label':
      return node.data.labelKey;
    case 'set-status':
      return node.data.status;
    default:
      return undefined;
  }
}

/**
 * automation/bot-system/details/{botId} (admins): the bot's flow, read-only (pan, zoom, fit, minimap),
 * an icon per node type and the conditions on the edges. Selecting a node (click, or Enter on it)
 * opens its editor beside the flow (`children`, the node route).
 */
export function BotFlowScreen({
  botId,
  selectedNodeId,
  children,
}: {
  botId: string;
  selectedNodeId: string | null;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const texts = useAutomationTexts();
  const bot = useQuery(botQueryOptions(api, botId));

  if (bot.isError)
    return <LoadError onRetry={() => void bot.refetch()}>{t`The bot could not be loaded.`}</LoadError>;
  if (!bot.data) return <Skeleton shape="rect" height="36rem" aria-label={t`Loading the flow…`} />;
  const flow = flowOfBot(bot.data);
  const conditions: Record<BotEdgeCondition, string | undefined> = {
    next: undefined,
    yes: t`Yes`,
    no: t`No`,
    success: t`Success`,
    failure: t`Failure`,
    true: t`True`,
    false: t`False`,
  };
  const nodes: FlowViewerNode[] = flow.nodes.map((node) => ({
    id: node.id,
    type: node.type,
    // The end needs no name of its own (it has no editor): it is called what it is.
    name: node.name?.trim() ? node.name : node.type === 'end' ? texts.nodeTypes.end : null,
    summary: summaryOf(node, texts.triggers),
    position: node.position,
  }));
  const edges: FlowViewerEdge[] = flow.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    ...(conditions[edge.condition] ? { label: conditions[edge.condition] } : {}),
  }));

  return (
    <div className={styles.page}>
      <div className={styles.flowHeader}>
        <div className={styles.titleRow}>
          <h2 className={styles.heading}>{bot.data.name}</h2>
          <Badge tone={bot.data.active ? 'positive' : 'neutral'}>
            {bot.data.active ? t`Active` : t`Off`}
          </Badge>
        </div>
        <Link href={`/settings/bot/${bot.data.id}`}>{t`Settings`}</Link>
      </div>
      <p className={styles.facts}>
        <span>{t`${plural(nodes.length, { one: '# node', other: '# nodes' })}`}</span>
        <span>{bot.data.lastRunAt ? t`Last run ${formatDateTime(bot.data.lastRunAt)}` : t`Not run yet`}</span>
      </p>
      <p className={styles.intro}>
        {t`Select a node (or press Tab to reach it and Enter) to edit it. The flow itself is drawn as your brand designed it.`}
      </p>
      <div className={styles.flowLayout} data-editing={children ? true : undefined}>
        <FlowViewer
          aria-label={t`Flow of ${bot.data.name}`}
          nodes={nodes}
          edges={edges}
          typeLabels={texts.nodeTypes}
          missingNameLabel={translateKey(i18n, 'BOT_SYSTEM.MISSING_NODE_NAME')}
          selectedNodeId={selectedNodeId}
          onSelectNode={(node) => {
            if (node.type === 'end') return;
            void navigate({
              to: '/automation/bot-system/details/$botId/$nodeType/$id',
              params: { botId, nodeType: node.type, id: node.id },
            });
          }}
          controlsLabels={{ zoomIn: t`Zoom in`, zoomOut: t`Zoom out`, fitView: t`Fit the flow` }}
          minimapLabel={t`Overview of the flow`}
        />
        {children}
      </div>
    </div>
  );
}
