import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from './de/messages.ts';
import { messages as en } from './en/messages.ts';

type Compiled = string | Compiled[] | { [form: string]: Compiled };

/** The names of a compiled message's placeholders (plain ones and plural counts). */
function placeholders(message: Compiled, names = new Set<string>()): Set<string> {
  if (Array.isArray(message)) {
    const [first, second] = message;
    if (typeof first === 'string' && (message.length === 1 || typeof second === 'string')) names.add(first);
    for (const part of message) if (typeof part === 'object') placeholders(part, names);
  } else if (message && typeof message === 'object') {
    for (const form of Object.values(message)) placeholders(form, names);
  }
  return names;
}

const englishCatalog = en as unknown as Record<string, Compiled>;

describe('the English catalog', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en } });

  it('reads right for a count of 0, 1 and 2 in every message ("1 contacts" is a missing plural)', () => {
    const wrong: string[] = [];
    for (const [id, message] of Object.entries(englishCatalog)) {
      const names = [...placeholders(message)];
      if (names.length === 0) continue;
      for (const n of [0, 1, 2]) {
        const text = i18n._(id, Object.fromEntries(names.map((name) => [name, n])));
        // A number 1 followed (maybe after one adjective) by a plural noun; "1 is", "1 was" are verbs.
        const found = text
          .match(/\b1 (?:[a-z]+ )?[a-z]+s\b/g)
          ?.filter((hit) => !/ (is|was|has|does)$/.test(hit));
        if (n === 1 && found?.length) wrong.push(`${id}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the German catalog', () => {
  /*
   * The app says "du" (spec: one tone). Formal forms: "Sie" as the addressee (not "sie ist/wurde ..."
   * of a thing), "Ihr/Ihre/Ihnen". A capitalised "Sie" that starts a sentence about a thing is followed
   * by a verb in the singular.
   */
  const singular =
    /^(ist|wurde|war|hat|wird|kann|muss|darf|soll|bleibt|gilt|läuft|gehört|steht|liegt|fehlt|erscheint|endet|beginnt|enthält)\b/;

  it('addresses the user as "du", never "Sie"', () => {
    const formal: string[] = [];
    for (const [id, message] of Object.entries(de as unknown as Record<string, Compiled>)) {
      const text = JSON.stringify(message);
      const words = text.split(/[^\p{L}]+/u);
      const isFormal = words.some(
        (word, i) =>
          /^(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)$/.test(word) ||
          (word === 'Sie' && !singular.test(words[i + 1] ?? '')),
      );
      if (isFormal) formal.push(`${id}: ${text}`);
    }
    expect(formal).toEqual([]);
  });
});
