import { expect, within } from 'storybook/test';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ContactListItem, ContactListItemSkeleton } from './ContactListItem';

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Erika Mustermann/ });
    await expect(link).toHaveAttribute('href', '#/contacts/own/c1');
    await expect(link).not.toHaveAttribute('aria-current');
  },
});

export const Selected = meta.story({
  args: { isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
});

export const Plain = meta.story({ args: { detail: null, labels: [], name: 'Jonas Weber' } });

export const LongName = meta.story({
  args: {
    name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
    detail: 'A very long company name GmbH & Co. KG',
  },
});

export const Loading = meta.story({ render: () => <ContactListItemSkeleton /> });
