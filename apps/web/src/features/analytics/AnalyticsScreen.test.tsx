import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

// uPlot needs a canvas and matchMedia, which jsdom lacks, and its lazy chunk would load after the test
// ended; the drawing is checked in the analytics end-to-end test. Here the chart is a plain element.
vi.mock('../../lib/charts/UplotChart.tsx', () => ({
  default: ({ labels }: { labels: string[] }) => <div data-testid="chart">{labels.length}</div>,
}));

const count = (key: string, label: string, n: number) => ({ key, label, count: n });
const statistics = {
  year: 2025,
  month: null,
  total: 5,
  byAutomation: [count('Autoresponder', 'Autoresponder', 3), count('none', 'none', 2)],
  byUser: [count('u1', 'Ada Admin', 4), count('unassigned', 'unassigned', 1)],
  periods: Array.from({ length: 12 }, (_, i) => ({
    period: `2025-${String(i + 1).padStart(2, '0')}`,
    total: i === 0 ? 2 : i === 1 ? 3 : 0,
    byAutomation:
      i === 0
        ? [count('Autoresponder', 'Autoresponder', 2)]
        : i === 1
          ? [count('Autoresponder', 'Autoresponder', 1), count('none', 'none', 2)]
          : [],
    byUser:
      i === 0
        ? [count('u1', 'Ada Admin', 2)]
        : i === 1
          ? [count('u1', 'Ada Admin', 2), count('unassigned', 'unassigned', 1)]
          : [],
  })),
};

function renderScreen() {
  const asked: unknown[] = [];
  const { wrapper } = createTestApi({
    answer: (operation, variables) => {
      asked.push({ operation, variables });
      return { data: { conversationStatistics: statistics } };
    },
  });
  const onPeriodChange = vi.fn();
  render(<AnalyticsScreen period={{ year: 2025, month: null }} onPeriodChange={onPeriodChange} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{wrapper({ children })}</I18nProvider>
    ),
  });
  return { asked, onPeriodChange };
}

describe('AnalyticsScreen', () => {
  it('shows the totals and, per view, the numbers behind the chart with the app’s names', async () => {
    const { asked } = renderScreen();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('5')).toBeDefined();
    expect(within(totals).getByText('Without automation')).toBeDefined();
    expect(asked).toEqual([{ operation: 'ConversationStatistics', variables: { year: 2025, month: null } }]);

    const perUser = screen.getByRole('figure', { name: 'Conversations per user' });
    await userEvent.click(within(perUser).getByText('Show the numbers'));
    const table = within(perUser).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Not assigned' })).toBeDefined();
    const february = within(table).getAllByRole('row')[2];
    expect(february?.textContent).toBe('Feb21');
  });
});
