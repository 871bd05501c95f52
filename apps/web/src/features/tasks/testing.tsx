import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RestTask } from '@parley/api';
import type { ReactNode } from 'react';
import { createTestApi } from '../../test/testApi.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A test Api (see inbox/testApi.tsx) with Lingui, for the tasks feature's hooks and screens. */
export function createTasksTestApi() {
  const base = createTestApi({});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{base.wrapper({ children })}</I18nProvider>
  );
  return { ...base, wrapper };
}

/** A task as the server presents it; `overrides` set what a test is about. */
export function testTask(overrides: Partial<RestTask> & { _id: string }): RestTask {
  return {
    title: `Task ${overrides._id}`,
    body: null,
    dueDate: '2026-11-23T22:59:59.000Z',
    isDone: false,
    isImportant: false,
    owner: { id: 'u-owner', firstName: 'Ada', lastName: 'Admin', avatarUrl: null },
    assignee: { id: 'u-owner', firstName: 'Ada', lastName: 'Admin', avatarUrl: null },
    link: null,
    files: [],
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}
