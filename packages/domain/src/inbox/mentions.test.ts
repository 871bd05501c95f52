import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../testing/linearTime.ts';
import { completeMention, mentionBeingTyped, mentionedIn, mentionSuggestions } from './mentions.ts';

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

describe('mention suggestions while typing', () => {
  const people = [
    { id: 'u', name: 'Uwe User' },
    { id: 'n', name: 'Nora Nordlicht' },
    { id: 'a', name: 'Ada Admin' },
  ];

  it('reads the mention at the end of the note, only after a word break and before a line break', () => {
    expect(mentionBeingTyped('Bitte @No')).toEqual({ start: 6, query: 'No' });
    expect(mentionBeingTyped('@')).toEqual({ start: 0, query: '' });
    expect(mentionBeingTyped('mail@example')).toBeNull();
    expect(mentionBeingTyped('@Nora\nweiter')).toBeNull();
    expect(mentionBeingTyped('kein at')).toBeNull();
    expect(mentionBeingTyped(`@${'x'.repeat(61)}`)).toBeNull();
  });

  it('suggests colleagues by the start of their name or of a word of it, not those mentioned already', () => {
    expect(mentionSuggestions('Bitte @no', people)?.people.map((p) => p.id)).toEqual(['n']);
    expect(mentionSuggestions('Bitte @nord', people)?.people.map((p) => p.id)).toEqual(['n']);
    expect(mentionSuggestions('@', people)?.people.map((p) => p.id)).toEqual(['u', 'n', 'a']);
    expect(mentionSuggestions('@Uwe User und @', people)?.people.map((p) => p.id)).toEqual(['n', 'a']);
    expect(mentionSuggestions('@zz', people)).toBeNull();
  });

  it('completes the mention with the full name and a space', () => {
    const text = 'Bitte @no';
    const suggestion = mentionSuggestions(text, people);
    expect(completeMention(text, suggestion?.start ?? 0, 'Nora Nordlicht')).toBe('Bitte @Nora Nordlicht ');
    expect(mentionedIn(completeMention(text, 6, 'Nora Nordlicht'), people)).toEqual(['n']);
  });

  it('takes the last "@" of a note full of them', () => {
    const long = '@'.repeat(2000);
    expect(mentionSuggestions(long, people)?.people).toHaveLength(3);
  });
});
