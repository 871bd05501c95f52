import { afterEach, describe, expect, it } from 'vitest';
import { composerField, replyIntent } from './replyIntent.ts';

afterEach(() => replyIntent.clear());

describe('reply intent', () => {
  it('is taken once, by the conversation it was asked for', () => {
    replyIntent.request('a');
    expect(replyIntent.take('b')).toBe(false);
    expect(replyIntent.take('a')).toBe(true);
    expect(replyIntent.take('a')).toBe(false);
  });

  it('is dropped when the user moves on', () => {
    replyIntent.request('a');
    replyIntent.clear();
    expect(replyIntent.take('a')).toBe(false);
  });

  it("finds the conversation's message field only while it can be typed into", () => {
    document.body.innerHTML = '<div id="composer" data-opportunity="a"><textarea disabled></textarea></div>';
    expect(composerField('a')).toBeNull();
    document.querySelector('textarea')?.removeAttribute('disabled');
    expect(composerField('a')).toBe(document.querySelector('textarea'));
    // The previous conversation's field, still on screen while the next one loads, is not it.
    expect(composerField('b')).toBeNull();
    document.body.innerHTML = '';
  });
});
