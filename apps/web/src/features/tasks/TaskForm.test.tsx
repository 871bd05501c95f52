import { RestError } from '@parley/api';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newTaskDefaults } from './NewTask.tsx';
import { TaskForm, type TaskFormValues } from './TaskForm.tsx';
import { createTasksTestApi } from './testing.tsx';

function renderForm(onSubmit: (values: TaskFormValues) => Promise<void>, defaults?: TaskFormValues) {
  const { wrapper: Wrapper } = createTasksTestApi();
  const rootRoute = createRootRoute({
    component: () => (
      <TaskForm
        aria-label="New task"
        submitLabel="Create task"
        defaultValues={
          defaults ?? { title: '', body: '', dueDay: '2026-11-23', dueTime: '23:59', assigneeId: 'u-me' }
        }
        onSubmit={onSubmit}
        meId="u-me"
      />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  return render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
}

describe('newTaskDefaults (spec 9)', () => {
  it('is due at 23:59 of today in the user’s time zone, with no title', () => {
    const now = Date.parse('2026-11-23T23:30:00Z');
    expect(newTaskDefaults(now, 'Europe/Berlin')).toEqual({
      title: '',
      body: '',
      dueDay: '2026-11-24',
      dueTime: '23:59',
    });
    expect(newTaskDefaults(now, 'UTC').dueDay).toBe('2026-11-23');
  });
});

describe('TaskForm', () => {
  it('refuses a blank title on the field and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.type(title, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect((await screen.findByText('This field must not be empty.')).textContent).toBe(
      'This field must not be empty.',
    );
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the typed values with the default due date, assigned to the user', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Call back');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'About the offer');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          title: 'Call back',
          body: 'About the offer',
          dueDay: '2026-11-23',
          dueTime: '23:59',
          assigneeId: 'u-me',
        },
        expect.anything(),
      ),
    );
  });

  it('shows a server error next to the field it names and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new RestError(400, 'BAD_USER_INPUT', 'title is invalid', 'title', 'FORM_ERRORS.GENERAL');
    });
    renderForm(onSubmit);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.type(title, 'Too long, says the server');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect((title as HTMLInputElement).value).toBe('Too long, says the server');
  });

  it('says above the form when a save fails for another reason', async () => {
    renderForm(async () => {
      throw new Error('offline');
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Call back');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Changes not saved.');
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Call back');
  });
});
