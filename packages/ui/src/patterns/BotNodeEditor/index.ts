export { BotNodeEditor, type BotNodeEditorProps } from './BotNodeEditor';
