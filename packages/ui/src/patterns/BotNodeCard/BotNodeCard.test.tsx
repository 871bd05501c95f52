// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BotNodeCard } from './BotNodeCard';
import { BotNodeIcon, botNodeTypes } from './BotNodeIcon';

afterEach(cleanup);

describe('BotNodeCard', () => {
  it('is a group named by its type and name', () => {
    render(<BotNodeCard type="send-message" typeLabel="Send message" name="Welcome" summary="Hi there" />);
    const card = screen.getByRole('group', { name: 'Send message: Welcome' });
    expect(card.textContent).toContain('Send message');
    expect(card.textContent).toContain('Welcome');
    expect(screen.getByText('Hi there')).toBeTruthy();
    expect(card.hasAttribute('data-missing-name')).toBe(false);
    expect(card.getAttribute('aria-current')).toBeNull();
  });

  it('shows the missing-name label when the name is null or blank', () => {
    const { rerender } = render(<BotNodeCard type="pause" typeLabel="Pause" name={null} />);
    expect(screen.getByRole('group', { name: 'Pause: Node without a name' })).toBeTruthy();
    expect(screen.getByText('Node without a name')).toBeTruthy();
    rerender(<BotNodeCard type="pause" typeLabel="Pause" name=" " missingNameLabel="Knoten ohne Namen" />);
    const card = screen.getByRole('group', { name: 'Pause: Knoten ohne Namen' });
    expect(card.hasAttribute('data-missing-name')).toBe(true);
  });

  it('marks the selected node and merges the class name', () => {
    render(<BotNodeCard type="end" typeLabel="End" name="Done" isSelected className="mine" />);
    const card = screen.getByRole('group', { name: 'End: Done' });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(card.hasAttribute('data-selected')).toBe(true);
    expect(card.classList.contains('mine')).toBe(true);
  });

  it('draws an icon per type, decorative unless labelled', () => {
    expect(botNodeTypes).toHaveLength(23);
    render(<BotNodeIcon type="http-request" label="HTTP request" />);
    expect(screen.getByRole('img', { name: 'HTTP request' })).toBeTruthy();
    cleanup();
    const { container } = render(<BotNodeIcon type="start" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
