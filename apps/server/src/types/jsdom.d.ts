// jsdom ships no type declarations and STACK.md lists no @types for it: the one part the server uses
// (a window for DOMPurify, news/sanitize.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
