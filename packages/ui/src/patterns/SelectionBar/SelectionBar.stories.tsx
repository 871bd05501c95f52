import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { SelectionBar } from './SelectionBar';

const meta = preview.meta({
  component: SelectionBar,
  decorators: [inBox({ maxWidth: 420 })],
  args: {
    'aria-label': 'Selected conversations',
    countText: '3 selected',
    clearLabel: 'Clear selection',
    onClear: fn(),
    children: (
      <>
        <Button size="sm" variant="secondary">
          Mark read
        </Button>
        <Button size="sm" variant="secondary">
          Close
        </Button>
        <Button size="sm" variant="secondary">
          Hand over…
        </Button>
      </>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Selected conversations' });
    await expect(within(bar).getByText('3 selected')).toHaveAttribute('aria-live', 'polite');
    // Keyboard: the clear button first, then the actions in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark read' })).toHaveFocus();
  },
});

/** In a narrow list pane the actions wrap below the count instead of overflowing. */
export const Narrow = meta.story({
  decorators: [inBox({ maxWidth: 260 })],
  args: { countText: '100 selected' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('group');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
});
