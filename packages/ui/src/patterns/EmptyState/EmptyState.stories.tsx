import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddIcon, InboxIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: {
    title: 'No open tasks',
    description: 'Tasks you create or that are assigned to you appear here.',
    icon: <InboxIcon size="lg" />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No open tasks' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  render: (args) => {
    const onCreate = fn();
    return (
      <EmptyState
        {...args}
        action={
          <Button icon={<AddIcon size="sm" />} onPress={onCreate}>
            New task
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'New task' });
    await userEvent.click(button);
    await expect(button).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, title: 'Nothing here yet' },
};
