// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopCard, type ShopCardProps } from './ShopCard';

afterEach(cleanup);

const product: ShopCardProps = {
  name: 'Instagram channel',
  teaser: 'Answer Instagram messages in Parley.',
  category: 'Channels',
  priceLabel: '€ 49.00',
};

describe('ShopCard', () => {
  it('shows the product as an article named by its heading', () => {
    render(<ShopCard {...product} imageUrl="https://cdn.example.com/p.png" />);
    expect(screen.getByRole('article', { name: 'Instagram channel' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Instagram channel');
    expect(screen.getByText('Channels')).toBeTruthy();
    expect(screen.getByText('€ 49.00')).toBeTruthy();
    // The picture is decorative unless told otherwise.
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('buys the product; the button is described by the product name', async () => {
    const onPurchase = vi.fn();
    render(<ShopCard {...product} onPurchase={onPurchase} headingLevel={2} />);
    const buy = screen.getByRole('button', { name: 'Buy' });
    expect(buy.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { level: 2 }).id);
    await userEvent.click(buy);
    expect(onPurchase).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while the purchase is pending', async () => {
    const onPurchase = vi.fn();
    render(<ShopCard {...product} onPurchase={onPurchase} isPending pendingLabel="Wird gekauft" />);
    const buy = screen.getByRole('button');
    expect(buy.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Wird gekauft' })).toBeTruthy();
    await userEvent.click(buy);
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it('shows a purchased product without the buy button', () => {
    render(<ShopCard {...product} onPurchase={vi.fn()} isPurchased purchasedLabel="Gekauft" />);
    expect(screen.getByText('Gekauft')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('article').hasAttribute('data-purchased')).toBe(true);
  });

  it('opens a link product in a new tab', () => {
    render(<ShopCard {...product} link="https://example.com/book" openLabel="Book" onPurchase={vi.fn()} />);
    const link = screen.getByRole('link', { name: /^Book ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://example.com/book');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('merges the class name', () => {
    render(<ShopCard {...product} className="mine" />);
    expect(screen.getByRole('article').classList.contains('mine')).toBe(true);
  });
});
