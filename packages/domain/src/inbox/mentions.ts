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
