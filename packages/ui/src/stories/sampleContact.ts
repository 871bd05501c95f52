/*
 * The contact the contact stories show, so the card and the list row show the same person. Story
 * files only; a play function still names the values it expects.
 */
export const sampleContact = {
  href: '#/contacts/own/c1',
  name: 'Erika Mustermann',
  companyName: 'Mustermann Solar GmbH',
  labels: [
    { id: 'l1', label: 'VIP' },
    { id: 'l2', label: 'Rückruf' },
  ],
};
