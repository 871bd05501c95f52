import { i18n } from '@lingui/core';
import { GraphqlRequestError } from '@parley/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { UserForm, type UserFormProps, type UserFormValues } from './UserForm.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const empty: UserFormValues = {
  firstName: 'Inga',
  lastName: 'Neu',
  email: 'inga@example.com',
  title: '',
  phone: '',
  role: 'COMPANY_USER',
  externalId: '',
};

function renderForm(
  onSubmit: UserFormProps['onSubmit'],
  options: {
    emailReason?: string | null;
    phoneValid?: boolean;
    defaults?: Partial<UserFormValues>;
    ownEmail?: string;
  } = {},
) {
  const answer = vi.fn((operation: string) => {
    if (operation === 'ValidateSettingsEmail')
      return {
        data: { validateEmail: { valid: !options.emailReason, reason: options.emailReason ?? null } },
      };
    if (operation === 'ValidateSettingsPhone')
      return { data: { validatePhone: { valid: options.phoneValid ?? true } } };
    return { data: undefined };
  });
  const { wrapper: Wrapper } = createTestApi({ answer });
  renderRoute(
    () => (
      <UserForm
        aria-label="Invite user"
        roleShown
        ownEmail={options.ownEmail}
        submitLabel="Send invitation"
        defaultValues={{ ...empty, ...options.defaults }}
        onSubmit={onSubmit}
      />
    ),
    Wrapper,
  );
  return { answer };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('UserForm (spec 5)', () => {
  it('refuses an external id with "?" on its field and sends nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    const externalId = await screen.findByRole('textbox', { name: 'External ID' });
    await userEvent.type(externalId, 'EMP?1');
    await submit();
    expect(
      await screen.findByText('The external ID must not contain spaces or & ? # / : % = + \\'),
    ).toBeTruthy();
    expect(externalId.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the names and the role when it is shown', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { defaults: { firstName: '', role: '' } });
    await screen.findByRole('textbox', { name: /First name/ });
    await submit();
    expect((await screen.findAllByText('This field is required.')).length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the email check’s reason on the email field (disposable refused)', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { emailReason: 'VALIDATE.EMAIL_DISPOSABLE' });
    await screen.findByRole('textbox', { name: /Email/ });
    await submit();
    expect(await screen.findByText('Disposable email addresses are not allowed.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email/ }).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the phone with validatePhone (DE)', async () => {
    const onSubmit = vi.fn(async () => {});
    const { answer } = renderForm(onSubmit, { phoneValid: false, defaults: { phone: '0171 1234567' } });
    await screen.findByRole('textbox', { name: /Email/ });
    await submit();
    expect(await screen.findByText('Invalid phone number.')).toBeTruthy();
    expect(answer).toHaveBeenCalledWith('ValidateSettingsPhone', { number: '0171 1234567' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the duplicate external id from the server on its field and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new GraphqlRequestError(
        {
          code: 'DUPLICATE_EXTERNAL_ID',
          field: 'externalId',
          messageKey: 'FORM_ERRORS.DUPLICATE_EXTERNAL_ID',
          message: 'dup',
        },
        false,
      );
    });
    renderForm(onSubmit, { defaults: { externalId: 'EMP-1' } });
    await screen.findByRole('textbox', { name: /Email/ });
    await submit();
    expect(await screen.findByText('This external ID is already in use.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'External ID' }) as HTMLInputElement).value).toBe('EMP-1');
  });

  it('maps a server error on first_name to the first name field, and others to the update error', async () => {
    let call = 0;
    const onSubmit = vi.fn(async () => {
      call += 1;
      throw new GraphqlRequestError(
        call === 1
          ? { code: 'BAD_USER_INPUT', field: 'first_name', messageKey: 'FORM_ERRORS.REQUIRED', message: 'x' }
          : { code: 'INTERNAL_SERVER_ERROR', field: null, messageKey: null, message: 'boom' },
        false,
      );
    });
    renderForm(onSubmit);
    await screen.findByRole('textbox', { name: /Email/ });
    await submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'x');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('User could not be saved.'));
  });

  it('asks users who move their own sign-in email for their current password, and sends it (issue 29)', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit, { ownEmail: 'inga@example.com' });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'inga@elsewhere.example');
    const current = await screen.findByLabelText(/Current password/);
    await submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(current, 'Mein-Passwort-1');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'inga@elsewhere.example', currentPassword: 'Mein-Passwort-1' }),
      ),
    );
  });
});
