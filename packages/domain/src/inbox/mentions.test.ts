import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { mentionedIn } from './mentions.ts';

const people = [
  { id: 'u', name: 'Uwe User' },
  { id: 'n', name: 'Nora Nordlicht' },
  { id: 'a', name: 'Ada' },
];

describe('mentionedIn', () => {
  it('finds "@" and a colleague\'s full name anywhere in the note, in any case, each once', () => {
    expect(mentionedIn('Bitte @uwe user zurückrufen, @Uwe User!', people)).toEqual(['u']);
    expect(mentionedIn('@Nora Nordlicht und @Ada: bitte prüfen', people)).toEqual(['n', 'a']);
  });

  it('needs the "@" and the whole name: an email address or a part of the name is no mention', () => {
    expect(mentionedIn('Uwe User und uwe@example.com', people)).toEqual([]);
    expect(mentionedIn('@Nora schreibt', people)).toEqual([]);
    // "@Ada" inside "@Adam" is no mention of Ada.
    expect(mentionedIn('@Adam war da', people)).toEqual([]);
  });

  it('runs in linear time in the length of the note', () => {
    const growth = growthOf((length) => mentionedIn(`${'@uwe use'.repeat(length)}r`, people));
    expect(growth.linear, describeGrowth(growth)).toBe(true);
  });
});
