import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inBox } from '../../stories/helpers';
import { ContactListItem, ContactListItemSkeleton } from './ContactListItem';

const meta = {
  title: 'Patterns/ContactListItem',
  component: ContactListItem,
  decorators: [inBox({ maxWidth: 360 })],
  args: {
    href: '#/contacts/own/c1',
    name: 'Erika Mustermann',
    detail: 'Mustermann Solar GmbH',
    labels: [
      { id: 'l1', label: 'VIP' },
      { id: 'l2', label: 'Rückruf' },
    ],
  },
} satisfies Meta<typeof ContactListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Erika Mustermann/ });
    await expect(link).toHaveAttribute('href', '#/contacts/own/c1');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const Plain: Story = { args: { detail: null, labels: [], name: 'Jonas Weber' } };

export const LongName: Story = {
  args: {
    name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
    detail: 'A very long company name GmbH & Co. KG',
  },
};

export const Loading: Story = { render: () => <ContactListItemSkeleton /> };
