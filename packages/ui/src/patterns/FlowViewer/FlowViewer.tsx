// xyflow's structural styles (positions, layers, handles); the colours come from the theme (FlowViewer.css).
import '@xyflow/react/dist/base.css';
import {
  Background,
  BackgroundVariant,
  BaseEdge,
  Controls,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  getBezierPath,
  Handle,
  MarkerType,
  MiniMap,
  type Node,
  type NodeChange,
  type NodeMouseHandler,
  type NodeProps,
  Position,
  ReactFlow,
} from '@xyflow/react';
import { type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { cx } from '../../utils/cx';
import { BotNodeCardView, botNodeLabel } from '../BotNodeCard/BotNodeCard';
import type { BotNodeType } from '../BotNodeCard/BotNodeIcon';
import * as styles from './FlowViewer.css';

export type FlowViewerNode = {
  id: string;
  type: BotNodeType;
  name: string | null;
  summary?: string;
  position: { x: number; y: number };
};

export type FlowViewerEdge = {
  id: string;
  source: string;
  target: string;
  /** The condition the edge stands for ("Yes", "Success"), drawn on it. */
  label?: string;
};

export type FlowViewerProps = {
  nodes: FlowViewerNode[];
  edges: FlowViewerEdge[];
  /** The translated name of every node type. */
  typeLabels: Record<BotNodeType, string>;
  missingNameLabel?: string;
  /** The node whose editor is open. */
  selectedNodeId?: string | null;
  /** A node was clicked, or Enter or Space pressed on it; without it nodes are only looked at. */
  onSelectNode?: (node: FlowViewerNode) => void;
  'aria-label': string;
  controlsLabels?: { zoomIn?: string; zoomOut?: string; fitView?: string };
  minimapLabel?: string;
  /** The viewer's height; the flow fits into it when it mounts. */
  height?: number | string;
  className?: string;
};

type BotNodeData = {
  node: FlowViewerNode;
  typeLabel: string;
  missingNameLabel: string;
};

type BotFlowNode = Node<BotNodeData, 'bot'>;
type ConditionFlowEdge = Edge<Record<string, never>, 'condition'>;

/**
 * A node of the flow: its card between handles that only anchor the edges (nothing connects by hand).
 * xyflow's wrapper around it is the focusable element and carries the node's name.
 */
const BotNode = ({ data, selected }: NodeProps<BotFlowNode>) => (
  <>
    <Handle type="target" position={Position.Top} isConnectable={false} className={styles.handle} />
    <BotNodeCardView
      isLabelled={false}
      type={data.node.type}
      typeLabel={data.typeLabel}
      name={data.node.name}
      missingNameLabel={data.missingNameLabel}
      summary={data.node.summary}
      isSelected={selected}
    />
    <Handle type="source" position={Position.Bottom} isConnectable={false} className={styles.handle} />
  </>
);

/** An edge with its condition ("Yes", "No") on a label at its middle. */
const ConditionEdge = ({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  markerEnd,
  label,
}: EdgeProps<ConditionFlowEdge>) => {
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    sourcePosition,
    targetX,
    targetY,
    targetPosition,
  });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} />
      {label ? (
        <EdgeLabelRenderer>
          <div
            className={styles.edgeLabel}
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
};

// Module constants: xyflow warns (and re-renders everything) when these objects change between renders.
const nodeTypes = { bot: BotNode };
const edgeTypes = { condition: ConditionEdge };
const fitViewOptions = { padding: 0.15 };
const marker = { type: MarkerType.ArrowClosed, width: 16, height: 16 };

/**
 * A bot's flow, read-only: its nodes (BotNodeCard) and the edges between them with their conditions.
 * The admin pans and zooms (controls, mini map) and opens a node's editor by clicking it, or by tabbing
 * to it and pressing Enter or Space. Nothing is dragged, connected or deleted here.
 */
export const FlowViewer = ({
  nodes,
  edges,
  typeLabels,
  missingNameLabel = 'Node without a name',
  selectedNodeId = null,
  onSelectNode,
  'aria-label': ariaLabel,
  controlsLabels,
  minimapLabel = 'Mini map',
  height = 560,
  className,
}: FlowViewerProps) => {
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);

  // The sizes xyflow measured, given back with the nodes: the mini map draws only nodes that have one.
  const [measured, setMeasured] = useState<Record<string, { width: number; height: number }>>({});
  const handleNodesChange = useCallback((changes: NodeChange<BotFlowNode>[]) => {
    const sizes = changes.flatMap((change) =>
      change.type === 'dimensions' && change.dimensions ? [[change.id, change.dimensions] as const] : [],
    );
    if (sizes.length > 0) setMeasured((previous) => ({ ...previous, ...Object.fromEntries(sizes) }));
  }, []);

  const flowNodes = useMemo(
    (): BotFlowNode[] =>
      nodes.map((node) => {
        const typeLabel = typeLabels[node.type];
        const selected = node.id === selectedNodeId;
        return {
          id: node.id,
          type: 'bot',
          position: node.position,
          measured: measured[node.id],
          data: { node, typeLabel, missingNameLabel },
          selected,
          className: cx(styles.node, onSelectNode && styles.pressable),
          ariaRole: onSelectNode ? 'button' : 'group',
          ariaLabel: botNodeLabel(typeLabel, node.name, missingNameLabel, node.summary),
          domAttributes: {
            'aria-current': selected || undefined,
            // xyflow's English "node" would replace the role's own, translated, announcement.
            'aria-roledescription': undefined,
          },
        };
      }),
    [nodes, measured, typeLabels, missingNameLabel, selectedNodeId, onSelectNode],
  );

  const flowEdges = useMemo(
    (): ConditionFlowEdge[] =>
      edges.map((edge) => {
        const nameOf = (id: string) => {
          const node = byId.get(id);
          return node ? botNodeLabel(typeLabels[node.type], node.name, missingNameLabel) : id;
        };
        const route = `${nameOf(edge.source)} → ${nameOf(edge.target)}`;
        return {
          id: edge.id,
          type: 'condition',
          source: edge.source,
          target: edge.target,
          label: edge.label,
          markerEnd: marker,
          ariaLabel: edge.label ? `${route} (${edge.label})` : route,
        };
      }),
    [edges, byId, typeLabels, missingNameLabel],
  );

  const ariaLabelConfig = useMemo(
    () => ({
      // xyflow's descriptions speak of selecting, moving and deleting, none of which this viewer does.
      'node.a11yDescription.default': '',
      'node.a11yDescription.keyboardDisabled': '',
      'edge.a11yDescription.default': '',
      'controls.zoomIn.ariaLabel': controlsLabels?.zoomIn ?? 'Zoom in',
      'controls.zoomOut.ariaLabel': controlsLabels?.zoomOut ?? 'Zoom out',
      'controls.fitView.ariaLabel': controlsLabels?.fitView ?? 'Fit view',
      'minimap.ariaLabel': minimapLabel,
    }),
    [controlsLabels?.zoomIn, controlsLabels?.zoomOut, controlsLabels?.fitView, minimapLabel],
  );

  const handleNodeClick = useCallback<NodeMouseHandler<BotFlowNode>>(
    (_event, node) => onSelectNode?.(node.data.node),
    [onSelectNode],
  );

  // xyflow's own Enter and Space select nodes in its store; here they open the node instead.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onSelectNode || (event.key !== 'Enter' && event.key !== ' ')) return;
    const target = event.target as HTMLElement;
    if (!target.classList.contains('react-flow__node')) return;
    const node = byId.get(target.dataset.id ?? '');
    if (!node) return;
    event.preventDefault();
    onSelectNode(node);
  };

  return (
    // xyflow's root fills its parent (it overrides a height given to it): the box sets the size.
    <div className={cx(styles.root, className)} style={{ height }}>
      <ReactFlow<BotFlowNode, ConditionFlowEdge>
        aria-label={ariaLabel}
        nodes={flowNodes}
        edges={flowEdges}
        onNodesChange={handleNodesChange}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodeClick={onSelectNode ? handleNodeClick : undefined}
        onKeyDown={handleKeyDown}
        fitView
        fitViewOptions={fitViewOptions}
        minZoom={0.2}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable
        edgesFocusable={false}
        edgesReconnectable={false}
        elementsSelectable={false}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        panActivationKeyCode={null}
        defaultMarkerColor={null}
        ariaLabelConfig={ariaLabelConfig}
        attributionPosition="top-right"
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1.5} />
        <MiniMap nodeBorderRadius={8} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
};
