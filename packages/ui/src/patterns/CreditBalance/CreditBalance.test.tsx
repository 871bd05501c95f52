// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreditBalance } from './CreditBalance';

afterEach(cleanup);

const figures = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('dl > div')).map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('CreditBalance', () => {
  it('lists the balance alone in a definition list, formatted in English', () => {
    const { container } = render(<CreditBalance balance={12500} />);
    expect(screen.getByRole('region', { name: 'Conversation credits' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Conversation credits');
    expect(figures(container)).toEqual([['Balance', '12,500']]);
  });

  it('adds the cost and what remains, with the given labels and formatter', () => {
    const { container } = render(
      <CreditBalance
        balance={1000}
        cost={300}
        remaining={700}
        balanceLabel="Guthaben"
        costLabel="Kosten"
        remainingLabel="Danach"
        formatNumber={(n) => `${n} Credits`}
        headingLevel={2}
        title="Credits"
      />,
    );
    expect(figures(container)).toEqual([
      ['Guthaben', '1000 Credits'],
      ['Kosten', '300 Credits'],
      ['Danach', '700 Credits'],
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Credits');
  });

  it('ties the insufficient message to the card and marks it', () => {
    render(<CreditBalance balance={100} cost={300} remaining={-200} isInsufficient />);
    const region = screen.getByRole('region');
    const message = screen.getByText('Your balance does not cover this cost.');
    expect(region.getAttribute('aria-describedby')).toBe(message.id);
    expect(region.hasAttribute('data-insufficient')).toBe(true);
    expect(screen.getByText('-200').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no message while the balance covers the cost', () => {
    render(<CreditBalance balance={500} cost={300} remaining={200} insufficientMessage="Too little" />);
    expect(screen.queryByText('Too little')).toBeNull();
    expect(screen.getByRole('region').hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the action and merges the class name', () => {
    render(<CreditBalance balance={0} action={<button type="button">Top up</button>} className="mine" />);
    const region = screen.getByRole('region');
    expect(within(region).getByRole('button', { name: 'Top up' })).toBeTruthy();
    expect(region.classList.contains('mine')).toBe(true);
  });
});
