import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type InboxKeyHandlers, useInboxKeys } from './keyboard.ts';

function Inbox({ handlers }: { handlers: Omit<InboxKeyHandlers, 'listPane'> }) {
  const listPane = useRef<HTMLDivElement>(null);
  useInboxKeys({ ...handlers, listPane });
  return (
    <>
      <div ref={listPane}>
        <a href="/opportunities/mine/1">Row</a>
      </div>
      <div>
        <button type="button">Label</button>
        <textarea aria-label="Message" />
      </div>
    </>
  );
}

function setup() {
  const handlers = {
    onNext: vi.fn(),
    onPrevious: vi.fn(),
    onReply: vi.fn(),
    onBackToList: vi.fn(),
    onSearch: vi.fn(),
  };
  render(<Inbox handlers={handlers} />);
  return handlers;
}

describe('inbox keys', () => {
  it('Alt+↓ and Alt+↑ open the next and previous conversation, also while typing', () => {
    const handlers = setup();
    const message = screen.getByLabelText('Message');
    expect(fireEvent.keyDown(message, { key: 'ArrowDown', altKey: true })).toBe(false);
    fireEvent.keyDown(document.body, { key: 'ArrowUp', altKey: true });
    expect(handlers.onNext).toHaveBeenCalledTimes(1);
    expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('R goes to the message field, but not while typing or with a modifier', () => {
    const handlers = setup();
    fireEvent.keyDown(document.body, { key: 'r' });
    fireEvent.keyDown(screen.getByRole('link'), { key: 'R' });
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'r' });
    fireEvent.keyDown(document.body, { key: 'r', ctrlKey: true });
    expect(handlers.onReply).toHaveBeenCalledTimes(2);
  });

  it('/ goes to the search box, but not while typing', () => {
    const handlers = setup();
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: '/' });
    expect(handlers.onSearch).toHaveBeenCalledTimes(1);
  });

  it('Esc goes back to the list from the message field, the thread or nowhere', () => {
    const handlers = setup();
    fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Label' }), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(handlers.onBackToList).toHaveBeenCalledTimes(3);
  });

  it('Esc inside the list, or one a dialog already handled, stays where it is', () => {
    const handlers = setup();
    fireEvent.keyDown(screen.getByRole('link'), { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'Label' });
    button.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(handlers.onBackToList).not.toHaveBeenCalled();
  });
});
