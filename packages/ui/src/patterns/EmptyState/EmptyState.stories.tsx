import { expect, fn, userEvent, within } from 'storybook/test';
import { AddIcon, InboxIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import preview from '../../stories/preview';
import { EmptyState } from './EmptyState';

const meta = preview.meta({
  component: EmptyState,
  args: {
    title: 'No open tasks',
    description: 'Tasks you create or that are assigned to you appear here.',
    icon: <InboxIcon size="lg" />,
  },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No open tasks' })).toBeInTheDocument();
  },
});

export const WithAction = meta.story({
  args: {
    action: (
      <Button icon={<AddIcon size="sm" />} onPress={fn()}>
        New task
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New task' });
    await userEvent.click(button);
    await expect(button).toBeVisible();
  },
});

export const TitleOnly = meta.story({
  args: { description: undefined, icon: undefined, title: 'Nothing here yet' },
});
