import { i18n } from '@lingui/core';
import type { AutorespondersQuery } from '@parley/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { AutoresponderEditor } from './AutoresponderEditor.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

type Responder = AutorespondersQuery['autoresponders'][number];

const welcome: Responder = {
  id: 'ar-WELCOME',
  type: 'WELCOME',
  group: 'incoming',
  active: true,
  locked: false,
  config: { subject: 'Hello', body: 'Thanks for your message.' },
  editedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderEditor() {
  const operations: string[] = [];
  const { wrapper } = createTestApi({
    answer: (operation) => {
      operations.push(operation);
      if (operation === 'Autoresponders') return { data: { autoresponders: [welcome] } };
      return { data: undefined };
    },
  });
  renderRoute(() => <AutoresponderEditor type="WELCOME" />, wrapper);
  return { operations };
}

describe('AutoresponderEditor (spec 2, 8)', () => {
  it('requires the text, keeps the subject that was typed and sends nothing', async () => {
    const { operations } = renderEditor();
    const subject = (await screen.findByRole('textbox', { name: /Subject/ })) as HTMLInputElement;
    const body = screen.getByRole('textbox', { name: /Text/ }) as HTMLTextAreaElement;
    expect(body.value).toBe('Thanks for your message.');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'We got your message');
    await userEvent.clear(body);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    expect(subject.value).toBe('We got your message');
    expect(subject.getAttribute('aria-invalid')).not.toBe('true');
    expect(operations).not.toContain('AutoresponderUpdate');
  });
});
