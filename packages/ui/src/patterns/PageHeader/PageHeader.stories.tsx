import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AddIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: { title: 'Contacts' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  },
};

export const WithActionsAndDescription: Story = {
  args: {
    description: 'All contacts of your company.',
    actions: <Button icon={<AddIcon size="sm" />}>Add contact</Button>,
    before: (
      <Link href="#back" variant="standalone">
        Back to dashboard
      </Link>
    ),
  },
};

export const Hidden: Story = {
  args: { hidden: true, title: 'Help center', actions: <Button>Not shown</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Help center' });
    await expect(heading).toBeInTheDocument();
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
