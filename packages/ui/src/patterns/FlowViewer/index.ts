export type { BotNodeType } from '../BotNodeCard/BotNodeIcon';
export {
  FlowViewer,
  type FlowViewerEdge,
  type FlowViewerNode,
  type FlowViewerProps,
} from './FlowViewer';
