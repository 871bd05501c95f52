import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { GraphqlRequestError, RestError } from '@parley/api';
import { SelectItem } from '@parley/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { FieldFailure, FormFailure } from './failures.ts';
import { type SchemaFormOptions, useSchemaForm } from './index.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('FORM_ERRORS.REQUIRED')),
  role: v.pipe(v.string(), v.nonEmpty('FORM_ERRORS.REQUIRED')),
  day: v.string(),
});
type Options = Partial<SchemaFormOptions<typeof schema, unknown>>;

function TeamForm(options: Options) {
  const form = useSchemaForm({
    schema,
    defaultValues: { name: '', role: '', day: '' },
    onSubmit: async () => undefined,
    ...options,
  });
  return (
    <form.AppForm>
      <form.Shell aria-label="Team">
        <form.AppField name="name">{(field) => <field.TextField label="Name" isRequired />}</form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.Select label="Role" placeholder="Choose">
              <SelectItem id="admin">Admin</SelectItem>
              <SelectItem id="user">User</SelectItem>
            </field.Select>
          )}
        </form.AppField>
        <form.SubmitButton>Save</form.SubmitButton>
        <Link to="/dashboard">Elsewhere</Link>
      </form.Shell>
    </form.AppForm>
  );
}

function renderForm(options: Options = {}) {
  const root = createRootRoute();
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <TeamForm {...options} />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: () => <p>Left</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([index, elsewhere]),
    history: createMemoryHistory(),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const name = () => screen.getByRole('textbox', { name: /Name/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function fillValid() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), '  Sales  ');
  await userEvent.click(screen.getByRole('button', { name: /Role/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'User' }));
}

describe('useSchemaForm', () => {
  it('shows the schema errors on their fields after a submit, and clears them as the person fixes them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm({ onSubmit });
    await screen.findByRole('textbox', { name: /Name/ });
    await save();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(name(), 'S');
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
  });

  it('submits the parsed output (trimmed) and then holds the saved values', async () => {
    const onSubmit = vi.fn(async () => 'saved');
    const onSaved = vi.fn();
    renderForm({ onSubmit, onSaved });
    await fillValid();
    await save();
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('saved', { name: 'Sales', role: 'user', day: '' }),
    );
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Sales', role: 'user', day: '' }, expect.anything());
    expect((name() as HTMLInputElement).value).toBe('  Sales  ');
  });

  it('puts a server error that names a field on that field, renamed where the server calls it otherwise', async () => {
    const error = new GraphqlRequestError(
      {
        code: 'BAD_USER_INPUT',
        field: 'payload.team_name',
        messageKey: 'FORM_ERRORS.REQUIRED',
        message: 'x',
      },
      false,
    );
    renderForm({ onSubmit: vi.fn().mockRejectedValue(error), serverFields: { team_name: 'name' } });
    await fillValid();
    await save();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing typed is lost; the error goes once the person edits the field.
    expect((name() as HTMLInputElement).value).toBe('  Sales  ');
    await userEvent.type(name(), 'x');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
    expect(name().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a failure without a field above the form (the form text, or the server key when asked), until the next try', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new RestError(500, 'INTERNAL', 'boom'));
    renderForm({ onSubmit });
    await fillValid();
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('Changes not saved.');
    onSubmit.mockResolvedValueOnce(undefined);
    await save();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows the server message key when the form asks for it, and a FormFailure text as it is', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new RestError(409, 'CONFLICT', 'x', undefined, 'FORM_ERRORS.REQUIRED'))
      .mockRejectedValueOnce(new FormFailure('The team is full.'));
    renderForm({ onSubmit, showServerMessage: true });
    await fillValid();
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain('This field is required.');
    await save();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The team is full.'));
  });

  it('lands a FieldFailure thrown by the form on its field', async () => {
    renderForm({ onSubmit: vi.fn().mockRejectedValue(new FieldFailure('role', 'FORM_ERRORS.REQUIRED')) });
    await fillValid();
    await save();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const router = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('data-pending')).toBe(false),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Left')).toBeTruthy();
  });

  it('navigates right after a save without asking (onSaved runs once the saved values are held)', async () => {
    const router = renderForm({ onSaved: () => router.navigate({ to: '/dashboard' }) });
    await fillValid();
    await save();
    expect(await screen.findByText('Left')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
