export { CodeSnippet, type CodeSnippetProps } from './CodeSnippet';
