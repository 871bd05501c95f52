import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inBox, spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { sampleContact } from '../../stories/sampleContact';
import { ContactCard, ContactCardSkeleton } from './ContactCard';

const meta = preview.meta({
  component: ContactCard,
  decorators: [inBox({ maxWidth: 420 })],
  args: {
    name: sampleContact.name,
    subtitle: '+49 151 1234567',
    birthdayText: '23.11.1980 (46 years)',
    addressLines: ['Lindenstraße 5', '10969 Berlin'],
    companyName: sampleContact.companyName,
    primaryContact: { name: 'Anna Admin' },
    consent: { label: 'Consent unknown', tone: 'neutral' as const },
    consentAction: { label: 'Record consent', onPress: fn() },
    labels: sampleContact.labels,
    tags: ['website'],
    ...spies('onAddLabel', 'onRemoveLabel', 'onAddTag', 'onRemoveTag'),
    moreInfoHref: sampleContact.href,
  },
});

export const Complete = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Erika Mustermann' })).toBeVisible();
    await expect(canvas.getByText('23.11.1980 (46 years)')).toBeVisible();
    await expect(canvas.getByText('10969 Berlin')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More information' })).toHaveAttribute(
      'href',
      '#/contacts/own/c1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove VIP' }));
    await expect(args.onRemoveLabel).toHaveBeenCalledWith('l1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'New label' }), ' Angebot {Enter}');
    await expect(args.onAddLabel).toHaveBeenCalledWith('Angebot');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'New label' })).toHaveValue(''));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New tag' }), 'messe');
    await userEvent.click(canvas.getByRole('button', { name: 'Add: New tag' }));
    await expect(args.onAddTag).toHaveBeenCalledWith('messe');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove website' }));
    await expect(args.onRemoveTag).toHaveBeenCalledWith('website');
    await userEvent.click(canvas.getByRole('button', { name: 'Record consent' }));
    await expect(args.consentAction?.onPress).toHaveBeenCalled();
  },
});

/** No birthday, no street (so no address), no company, nobody responsible, no labels or tags. */
export const Sparse = meta.story({
  args: {
    birthdayText: null,
    addressLines: null,
    companyName: null,
    primaryContact: null,
    labels: [],
    tags: [],
    moreInfoHref: '#/contacts/all/c2',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Birthday')).toBeNull();
    await expect(canvas.queryByText('Address')).toBeNull();
    await expect(canvas.getByText('Nobody yet')).toBeVisible();
    await expect(canvas.getAllByText('None')).toHaveLength(2);
  },
});

/**
 * Consent given by hand: where it came from, the day and who recorded it under the status, and the
 * action that revokes it.
 */
export const ConsentGiven = meta.story({
  args: {
    consent: { label: 'Consent given', tone: 'positive', detail: 'Paper form · 20.11.2026 · Ada Admin' },
    consentAction: { label: 'Revoke consent', onPress: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Consent given')).toBeVisible();
    await expect(canvas.getByText('Paper form · 20.11.2026 · Ada Admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record consent' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke consent' }));
    await expect(args.consentAction?.onPress).toHaveBeenCalled();
  },
});

export const ConsentRevoked = meta.story({
  args: { consent: { label: 'Consent revoked', tone: 'critical' } },
});

export const Saving = meta.story({
  args: { consentAction: { label: 'Record consent', onPress: fn(), isPending: true } },
});

/** The server refused the label: the message sits under the field, the typed text stays. */
export const WithError = meta.story({
  args: { labelError: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Something went wrong. Please try again.')).toBeVisible();
  },
});

/** The app refused the tag: what was typed stays in the field. */
export const KeepsTypedTextOnFailure = meta.story({
  args: { onAddTag: fn(() => Promise.reject(new Error('refused'))), tagError: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New tag' }), 'messe{Enter}');
    await expect(args.onAddTag).toHaveBeenCalledWith('messe');
    await expect(canvas.getByRole('textbox', { name: 'New tag' })).toHaveValue('messe');
  },
});

/** Read only: no add fields, no remove buttons, no more-information link (the contact's own page). */
export const ReadOnly = meta.story({
  args: {
    onAddLabel: undefined,
    onRemoveLabel: undefined,
    onAddTag: undefined,
    onRemoveTag: undefined,
    moreInfoHref: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const German = meta.story({
  args: {
    birthdayText: '23.11.1980 (46 Jahre)',
    consent: { label: 'Einwilligung unbekannt', tone: 'neutral' },
    consentAction: { label: 'Einwilligung erfassen', onPress: fn() },
    strings: {
      birthday: 'Geburtstag',
      address: 'Adresse',
      company: 'Firma',
      primaryContact: 'Ansprechpartner',
      consent: 'Einwilligung',
      labels: 'Labels',
      tags: 'Tags',
      addLabel: 'Neues Label',
      addTag: 'Neuer Tag',
      add: 'Hinzufügen',
      none: 'Keine',
      noPrimaryContact: 'Noch niemand',
      moreInformation: 'Mehr Informationen',
      remove: (name) => `${name} entfernen`,
    },
  },
});

export const Loading = meta.story({
  render: () => <ContactCardSkeleton />,
});

/** Labels change as the app answers: add and remove update the card. */
export const Interactive = meta.story({
  render: (args) => {
    const [labels, setLabels] = useState(args.labels);
    return (
      <ContactCard
        {...args}
        labels={labels}
        onAddLabel={(key) => setLabels((all) => [...all, { id: key, label: key }])}
        onRemoveLabel={(id) => setLabels((all) => all.filter((l) => l.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'New label' }), 'Neu{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Neu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Neu' }));
    await expect(canvas.queryByRole('button', { name: 'Remove Neu' })).toBeNull();
  },
});
