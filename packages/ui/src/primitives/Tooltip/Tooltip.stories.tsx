import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { InfoIcon } from '../../icons/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Credits renew on the first of each month.',
    children: <IconButton label="About credits" icon={<InfoIcon />} />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Credits renew');
    await expect(screen.getByRole('button', { name: 'About credits' })).toHaveAccessibleDescription(
      'Credits renew on the first of each month.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };

export const Disabled: Story = { args: { isDisabled: true } };
