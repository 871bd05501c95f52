export {
  type ConnectionState,
  ConnectionStatus,
  type ConnectionStatusProps,
  type ConnectionStatusTone,
} from './ConnectionStatus';
