import { expect, within } from 'storybook/test';
import preview from '../../stories/preview';
import { HighlightedText } from './HighlightedText';

const meta = preview.meta({
  component: HighlightedText,
  args: { text: 'Erika Mustermann', ranges: [{ start: 6, end: 12 }] },
});

/** A name with what was searched for marked. */
export const Name = meta.story({
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('mark');
    await expect(mark).toHaveTextContent('Muster');
    await expect(within(canvasElement).getByText(/mann/)).toBeInTheDocument();
  },
});

/** A message cut around its hits, several words marked. */
export const Message = meta.story({
  args: {
    text: '…unsere Dächer sind seit dem Sturm undicht, bitte um einen Termin.',
    ranges: [
      { start: 8, end: 14 },
      { start: 29, end: 34 },
    ],
  },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Dächer', 'Sturm']);
  },
});

/** Ranges that overlap or leave the text are not marked; the text stays whole. */
export const BadRanges = meta.story({
  args: {
    text: '+49 151 9876 5432',
    ranges: [
      { start: 4, end: 7 },
      { start: 5, end: 9 },
      { start: 10, end: 99 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent('+49 151 9876 5432');
  },
});
