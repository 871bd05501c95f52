import { expect, fn, within } from 'storybook/test';
import { CloseIcon, EditIcon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { AppointmentCard, AppointmentCardSkeleton } from './AppointmentCard';

const meta = preview.meta({
  component: AppointmentCard,
  decorators: [inBox({ maxWidth: 480 })],
  args: {
    dateText: 'Tuesday, 24.11.2026',
    timeText: '10:00–11:00',
    state: 'accepted' as const,
    stateLabel: 'Active',
    origin: 'own' as const,
    createdBy: { name: 'Ada Admin' },
    service: 'Beratung vor Ort',
    product: 'Photovoltaik',
    customerType: 'Privatkunde',
    customerComment: 'Bitte zweimal klingeln.',
    userComment: 'Dachfläche und Stromverbrauch besprechen.',
    actions: (
      <>
        <IconButton label="Edit" icon={<EditIcon size="sm" />} variant="quiet" onPress={fn()} />
        <IconButton label="Close" icon={<CloseIcon size="sm" />} variant="quiet" onPress={fn()} />
      </>
    ),
  },
});

export const Active = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Appointment' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Beratung vor Ort')).toBeVisible();
  },
});

export const Waiting = meta.story({
  args: { state: 'waiting', stateLabel: 'Waiting', customerComment: null },
});

export const Cancelled = meta.story({
  args: { state: 'cancelled', stateLabel: 'Cancelled', userComment: null },
});

export const Outlook = meta.story({
  args: {
    origin: 'outlook',
    stateLabel: 'Active',
    description: 'Bring the figures of the last quarter.',
    webLink: 'https://outlook.office.com/calendar/item/1',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Active')).toBeNull();
    await expect(canvas.getByText('Office 365')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the calendar' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
});

export const AllDay = meta.story({ args: { origin: 'outlook', allDay: true, description: 'Trade fair' } });

export const German = meta.story({
  args: {
    dateText: 'Dienstag, 24.11.2026',
    stateLabel: 'Aktiv',
    strings: {
      title: 'Termin',
      allDay: 'Ganztägig',
      createdBy: 'Erstellt von',
      service: 'Leistung',
      product: 'Produkt',
      customerType: 'Kundentyp',
      customerComment: 'Kommentar des Kunden',
      userComment: 'Ihr Kommentar',
    },
  },
});

export const Loading = meta.story({ render: () => <AppointmentCardSkeleton /> });
