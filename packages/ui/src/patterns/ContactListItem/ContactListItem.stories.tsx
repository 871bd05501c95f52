import { expectRowLink, inBox, selectedRow } from '../../stories/helpers';
import preview from '../../stories/preview';
import { sampleContact } from '../../stories/sampleContact';
import { ContactListItem, ContactListItemSkeleton } from './ContactListItem';

const meta = preview.meta({
  component: ContactListItem,
  decorators: [inBox({ maxWidth: 360 })],
  args: {
    href: sampleContact.href,
    name: sampleContact.name,
    detail: sampleContact.companyName,
    labels: sampleContact.labels,
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
