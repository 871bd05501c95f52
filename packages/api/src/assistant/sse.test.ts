import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

describe('createSseParser', () => {
  it('emits events split across chunks in order, and none before they are complete', () => {
    const events: Array<[string, string]> = [];
    const parser = createSseParser((event, data) => events.push([event, data]));
    parser.push('event: delta\ndata: {"text":"Hel');
    expect(events).toEqual([]);
    parser.push('lo"}\n\nevent: delta\r\ndata: {"text":" you"}\r\n\r\nevent: do');
    expect(events).toEqual([
      ['delta', '{"text":"Hello"}'],
      ['delta', '{"text":" you"}'],
    ]);
    parser.push('ne\ndata: {}\n\n');
    expect(events.at(-1)).toEqual(['done', '{}']);
  });

  it('ignores comments and flushes a last event without a blank line at the end', () => {
    const events: Array<[string, string]> = [];
    const parser = createSseParser((event, data) => events.push([event, data]));
    parser.push(': keep-alive\n\ndata: plain');
    parser.end();
    expect(events).toEqual([['message', 'plain']]);
  });
});
