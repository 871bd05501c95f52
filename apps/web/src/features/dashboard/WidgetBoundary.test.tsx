import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetBoundary } from './WidgetBoundary.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

let broken = true;
function Flaky() {
  if (broken) throw new Error('widget crashed');
  return <p>Recovered widget</p>;
}

describe('WidgetBoundary', () => {
  it('keeps a crashing widget to itself and retries it', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <I18nProvider i18n={i18n}>
          <WidgetBoundary title="Latest news">
            <Flaky />
          </WidgetBoundary>
          <WidgetBoundary title="Inbox">
            <p>Counters still here</p>
          </WidgetBoundary>
        </I18nProvider>,
      );
      expect(screen.getByRole('region', { name: 'Latest news' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(
        'This part of the dashboard could not be shown.',
      );
      expect(screen.getByText('Counters still here')).toBeTruthy();
      broken = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByText('Recovered widget')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      console.error = quiet;
    }
  });
});
