/** A piece of a template's text as the preview shows it. */
export type TemplateTextNode =
  | { type: 'text'; text: string }
  /** A placeholder (`{{1}}`) that no variable fills. */
  | { type: 'placeholder'; name: string }
  | { type: 'bold' | 'italic'; children: TemplateTextNode[] };

export type ParseTemplateTextOptions = {
  /** Values for the placeholders by name ("1", "2", …); an empty value leaves its placeholder unfilled. */
  variables?: Record<string, string>;
  /** Read WhatsApp's `*bold*` and `_italic_` markers (the body); off for a header, which has none. */
  formatting?: boolean;
};

// Stands in for an unfilled placeholder while markers are matched: neither a letter nor a space, so a
// marker next to it opens and closes as it would next to a word. The placeholder is known by its
// position, not by this character, so a body that contains it is still read as written.
const PLACEHOLDER = '\uFFFC';

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

// One character each: there is nothing to backtrack over.
const wordChar = /[\p{L}\p{N}]/u;
const space = /\s/;
const isWordChar = (c: string | undefined) => c !== undefined && wordChar.test(c);
const isSpace = (c: string | undefined) => c !== undefined && space.test(c);

const markers = { '*': 'bold', _: 'italic' } as const;
type Marker = keyof typeof markers;

/**
 * A template's text as nodes: placeholders filled from `variables` (the unfilled ones as nodes of their
 * own) and, with `formatting`, WhatsApp's bold and italic markers. A marker opens at the start of the
 * text or after a character that is not a letter or digit and before one that is not a space; it closes
 * at the next marker of its kind on the same line after a character that is not a space and before the
 * end or a character that is not a letter or digit. Bold and italic nest once either way.
 *
 * Linear in the text's length: every character is looked at a fixed number of times (the closing
 * markers are found in one pass from the end), and no regular expression sees more than one character.
 */
export const parseTemplateText = (
  source: string,
  { variables, formatting = true }: ParseTemplateTextOptions = {},
): TemplateTextNode[] => {
  // 1. Placeholders: the filled ones become their value, the unfilled ones one PLACEHOLDER each.
  const pieces: string[] = [];
  const placeholderAt: number[] = [];
  const placeholderName: string[] = [];
  let length = 0;
  let copied = 0;
  const copy = (end: number) => {
    if (end > copied) {
      pieces.push(source.slice(copied, end));
      length += end - copied;
    }
  };
  let i = 0;
  while (i < source.length) {
    if (source[i] === '{' && source[i + 1] === '{') {
      let end = i + 2;
      while (isDigit(source[end])) end += 1;
      if (end > i + 2 && source[end] === '}' && source[end + 1] === '}') {
        copy(i);
        const name = source.slice(i + 2, end);
        const value = variables && Object.hasOwn(variables, name) ? variables[name] : undefined;
        if (value) {
          pieces.push(value);
          length += value.length;
        } else {
          placeholderAt.push(length);
          placeholderName.push(name);
          pieces.push(PLACEHOLDER);
          length += 1;
        }
        i = end + 2;
        copied = i;
        continue;
      }
    }
    i += 1;
  }
  copy(source.length);
  const text = pieces.join('');
  const n = text.length;

  // 2. For each marker, the first closing one at or after every position on its line (-1: none).
  const closerFrom = (marker: Marker) => {
    const next = new Int32Array(n + 1).fill(-1);
    if (!formatting) return next;
    for (let at = n - 1; at >= 0; at -= 1) {
      const c = text[at];
      if (c === '\n') next[at] = -1;
      else if (c === marker && at > 0 && !isSpace(text[at - 1]) && !isWordChar(text[at + 1])) next[at] = at;
      else next[at] = next[at + 1] ?? -1;
    }
    return next;
  };
  const closers = { '*': closerFrom('*'), _: closerFrom('_') };
  const opens = (at: number) => !isWordChar(text[at - 1]) && at + 1 < n && !isSpace(text[at + 1]);

  // 3. The nodes, left to right: text runs are cut where a placeholder stands.
  let nextPlaceholder = 0;
  const pushText = (into: TemplateTextNode[], start: number, end: number) => {
    let from = start;
    while (nextPlaceholder < placeholderAt.length && (placeholderAt[nextPlaceholder] ?? n) < end) {
      const at = placeholderAt[nextPlaceholder] ?? n;
      if (at > from) into.push({ type: 'text', text: text.slice(from, at) });
      into.push({ type: 'placeholder', name: placeholderName[nextPlaceholder] ?? '' });
      nextPlaceholder += 1;
      from = at + 1;
    }
    if (end > from) into.push({ type: 'text', text: text.slice(from, end) });
  };

  // The markers already open around a range, as bits: no set is allocated for each nested run.
  const bit = { '*': 1, _: 2 } as const;
  const build = (start: number, end: number, open: number): TemplateTextNode[] => {
    const nodes: TemplateTextNode[] = [];
    let runStart = start;
    let at = start;
    while (at < end) {
      const c = text[at];
      if ((c === '*' || c === '_') && formatting && (open & bit[c]) === 0 && opens(at)) {
        const close = closers[c][at + 1] ?? -1;
        if (close > at + 1 && close < end) {
          pushText(nodes, runStart, at);
          nodes.push({ type: markers[c], children: build(at + 1, close, open | bit[c]) });
          at = close + 1;
          runStart = at;
          continue;
        }
      }
      at += 1;
    }
    pushText(nodes, runStart, end);
    return nodes;
  };

  return build(0, n, 0);
};
