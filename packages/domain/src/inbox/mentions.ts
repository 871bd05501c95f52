/**
 * The colleagues a note mentions: "@" followed by their full name (as the app shows it), in any case,
 * not continued by a letter or digit ("@Ada" is not in "@Adam"). In the order of `people`, each once.
 * One scan of the note per colleague: linear in the note's length.
 */
export function mentionedIn(text: string, people: readonly { id: string; name: string }[]): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const person of people) {
    const needle = `@${person.name.toLowerCase()}`;
    if (needle.length < 2) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
      const next = lower[at + needle.length] ?? '';
      if (!/[\p{L}\p{N}]/u.test(next)) {
        found.push(person.id);
        break;
      }
    }
  }
  return found;
}

/** How many colleagues a half-typed mention suggests at most. */
export const MENTION_SUGGESTIONS_MAX = 5;
/** A mention being typed is at most this long after its "@" (a full name); longer is prose. */
const MENTION_TYPING_MAX = 60;

/**
 * The mention being typed at the end of a note: the text after its last "@" when that "@" starts a
 * word and no line break follows it, or null. `start` is where the "@" is.
 */
export function mentionBeingTyped(text: string): { start: number; query: string } | null {
  const start = text.lastIndexOf('@');
  if (start < 0 || text.length - start - 1 > MENTION_TYPING_MAX) return null;
  const before = text[start - 1] ?? ' ';
  if (/[\p{L}\p{N}]/u.test(before)) return null;
  const query = text.slice(start + 1);
  if (query.includes('\n')) return null;
  return { start, query };
}

/**
 * The colleagues a half-typed mention may mean: names that start with what is typed, or have a word
 * that does (any case), those not yet mentioned in the note, at most five, in the order of `people`.
 */
export function mentionSuggestions<T extends { id: string; name: string }>(
  text: string,
  people: readonly T[],
): { start: number; people: T[] } | null {
  const typing = mentionBeingTyped(text);
  if (!typing) return null;
  const query = typing.query.toLowerCase();
  const already = new Set(mentionedIn(text, people));
  const matches = people.filter((person) => {
    if (already.has(person.id)) return false;
    const name = person.name.toLowerCase();
    return name.startsWith(query) || name.split(' ').some((word) => word.startsWith(query));
  });
  return matches.length ? { start: typing.start, people: matches.slice(0, MENTION_SUGGESTIONS_MAX) } : null;
}

/** The note with the mention being typed (from `start`) completed to `name`, and a space after it. */
export function completeMention(text: string, start: number, name: string): string {
  return `${text.slice(0, start)}@${name} `;
}
