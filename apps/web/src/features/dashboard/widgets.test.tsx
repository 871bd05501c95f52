import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../../test/testApi.tsx';
import { TasksDueTodayWidget } from './widgets.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const person = { id: 'u1', firstName: 'Ada', lastName: 'Admin', avatarUrl: null };
const task = (id: string, title: string, dueDate: string, isDone = false) => ({
  _id: id,
  title,
  body: null,
  dueDate,
  isDone,
  isImportant: false,
  owner: person,
  assignee: person,
  link: null,
  files: [],
  createdAt: dueDate,
  updatedAt: dueDate,
});

describe('TasksDueTodayWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the tasks due today and those overdue (marked, first), not later ones or done ones', async () => {
    const items = [
      task('t1', 'Call back today', '2026-11-26T16:00:00Z'),
      task('t2', 'Send the offer', '2026-11-24T09:00:00Z'),
      task('t3', 'Next week', '2026-12-03T09:00:00Z'),
      task('t4', 'Done already', '2026-11-25T09:00:00Z', true),
    ];
    const { wrapper: Wrapper } = createTestApi({
      answer: (operation) => (operation === 'Me' ? { data: { me: { id: 'u1' } } } : { data: undefined }),
      get: (path) => (path.startsWith('/tasks-service/') ? { items, total: items.length } : undefined),
    });
    render(
      <I18nProvider i18n={i18n}>
        <Wrapper>
          <TasksDueTodayWidget />
        </Wrapper>
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Tasks due today' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Send the offer',
      'Call back today',
    ]);
    expect(rows[0]?.textContent).toContain('Overdue since');
    expect(rows[1]?.textContent).not.toContain('Overdue');
  });
});
