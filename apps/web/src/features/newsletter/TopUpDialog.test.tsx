import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { createTestApi } from '../../test/testApi.tsx';
import { TopUpDialog } from './TopUpDialog.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function renderDialog(answer: (operation: string) => { data?: unknown; error?: never } | undefined) {
  const operations: string[] = [];
  const onClose = vi.fn();
  const { wrapper } = createTestApi({
    answer: (operation) => {
      operations.push(operation);
      return answer(operation) ?? { data: undefined };
    },
  });
  renderRoute(() => <TopUpDialog isOpen onClose={onClose} costPerConversation={0.12} />, wrapper);
  return { operations, onClose };
}

describe('TopUpDialog (spec 5, 8, 9)', () => {
  it('offers 500, 1000 (chosen) and 2500 conversations at amount × cost per conversation, in euro', async () => {
    renderDialog(() => undefined);
    const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
    await screen.findByRole('radio', { name: '1,000 conversations · €120.00' });
    expect(checked('1,000 conversations · €120.00')).toBe(true);
    expect(checked('500 conversations · €60.00')).toBe(false);
    expect(screen.getByRole('radio', { name: '2,500 conversations · €300.00' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '2,500 conversations · €300.00' }));
    expect(screen.getByText('Price: €300.00')).toBeTruthy();
  });

  it('orders nothing until both the terms and the privacy box are ticked (NEWSLETTER.ERROR_TEXT)', async () => {
    const { operations } = renderDialog(() => undefined);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I accept the terms and conditions.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order for €120.00' }));
    const privacy = screen.getByRole('checkbox', { name: 'I have read the privacy policy.' });
    // The reason is below the box that is not ticked, and read with it.
    const description = await waitFor(() => {
      const id = privacy.getAttribute('aria-describedby') ?? '';
      const text = document.getElementById(id)?.textContent;
      if (!text) throw new Error('no description yet');
      return text;
    });
    expect(description).toBe('Please accept the terms and the privacy policy.');
    expect(operations).not.toContain('ConversationTopUp');
  });

  it('closes when the order is refused (NEWSLETTER.CONVERSATION_BOOKING_FAIL)', async () => {
    const { operations, onClose } = renderDialog((operation) =>
      operation === 'ConversationTopUp'
        ? ({ error: { graphQLErrors: [{ message: 'refused' }], message: 'refused' } } as never)
        : { data: { conversationCredits: { credits: 0, monthlyCredits: 100, balance: 100 } } },
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'I accept the terms and conditions.' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order for €120.00' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(operations).toContain('ConversationTopUp');
  });
});
