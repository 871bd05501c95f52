export { HighlightedText, type HighlightedTextProps, type HighlightRange } from './HighlightedText';
