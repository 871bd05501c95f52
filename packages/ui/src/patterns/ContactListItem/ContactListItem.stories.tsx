import { expectRowLink, inBox, selectedRow } from '../../stories/helpers';
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
    await expectRowLink(canvasElement, /Erika Mustermann/, '#/contacts/own/c1');
  },
});

export const Selected = meta.story(selectedRow());

export const Plain = meta.story({ args: { detail: null, labels: [], name: 'Jonas Weber' } });

export const LongName = meta.story({
  args: {
    name: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
    detail: 'A very long company name GmbH & Co. KG',
  },
});

export const Loading = meta.story({ render: () => <ContactListItemSkeleton /> });
