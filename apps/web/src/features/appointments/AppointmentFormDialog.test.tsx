import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { emptyAppointmentForm } from '@parley/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import { AppointmentFormDialog } from './AppointmentFormDialog.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouteContext: () => ({ me: { id: 'me', company: { id: 'company', brand: { features: {} } } } }),
}));

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

function renderForm(values: Partial<typeof emptyAppointmentForm>, answerCreate: () => unknown) {
  const operations: string[] = [];
  const { api, wrapper: Base } = createTestApi({
    answer: (operation) => {
      operations.push(operation);
      if (operation === 'SettingsTeams') return { data: { teams: [] } };
      if (operation === 'CompanyPortfolio')
        return { data: { companyPortfolio: { customerTypes: [], products: [], services: [] } } };
      return answerCreate() as never;
    },
  });
  const get = vi.fn(async () => ({ overlap: false, appointments: [] }) as never);
  api.rest = { get, send: vi.fn() };
  render(
    <I18nProvider i18n={i18n}>
      <Base>
        <AppointmentFormDialog
          initial={{ ...emptyAppointmentForm, startTime: '10:00', endTime: '11:00', teamId: 't1', ...values }}
          onClose={() => {}}
        />
      </Base>
    </I18nProvider>,
  );
  return { operations, get };
}

describe('AppointmentFormDialog', () => {
  it('refuses a start in the past on the date before anything is sent', async () => {
    const { operations, get } = renderForm({ startDate: isoDay(-1), endDate: isoDay(-1) }, () => ({}));
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('The appointment must start in the future.')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    expect(operations).not.toContain('CreateNewAppointmentByUser');
  });

  it("checks the overlap first and shows the server's overlap on the start time", async () => {
    const { get } = renderForm({ startDate: isoDay(3), endDate: isoDay(3) }, () => ({
      error: {
        graphQLErrors: [
          {
            message: 'Overlaps another appointment',
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'start',
              messageKey: 'VALIDATE.APPOINTMENT_OVERLAP',
            },
          },
        ],
        message: 'Overlaps another appointment',
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/appointments-service/appointments/check-overlap',
        expect.objectContaining({ user_id: 'me' }),
      ),
    );
    expect(await screen.findByText('You already have an appointment at this time.')).toBeTruthy();
  });
});
