import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CloseIcon, EditIcon } from '../../icons/Icon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { inBox } from '../../stories/helpers';
import { AppointmentCard, AppointmentCardSkeleton } from './AppointmentCard';

const meta = {
  title: 'Patterns/AppointmentCard',
  component: AppointmentCard,
  decorators: [inBox({ maxWidth: 480 })],
  args: {
    dateText: 'Tuesday, 24.11.2026',
    timeText: '10:00–11:00',
    state: 'accepted',
    stateLabel: 'Active',
    origin: 'own',
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
} satisfies Meta<typeof AppointmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Appointment' })).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Beratung vor Ort')).toBeVisible();
  },
};

export const Waiting: Story = { args: { state: 'waiting', stateLabel: 'Waiting', customerComment: null } };

export const Cancelled: Story = { args: { state: 'cancelled', stateLabel: 'Cancelled', userComment: null } };

export const Outlook: Story = {
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
};

export const AllDay: Story = { args: { origin: 'outlook', allDay: true, description: 'Trade fair' } };

export const German: Story = {
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
};

export const Loading: Story = { render: () => <AppointmentCardSkeleton /> };
