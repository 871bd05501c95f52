import { expect, fn, userEvent, within } from 'storybook/test';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ShopCard } from './ShopCard';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1B2A4A"/><rect x="220" y="100" width="200" height="160" rx="24" fill="#40929F"/></svg>',
  );

// One card as wide as a column of the shop's grid.
const column = [inBox({ maxWidth: 320 })];

const meta = preview.meta({
  component: ShopCard,
  args: {
    name: 'Instagram channel',
    teaser: 'Answer Instagram direct messages in the same inbox as WhatsApp and email.',
    imageUrl: picture,
    category: 'Channels',
    priceLabel: '€ 49.00',
    onPurchase: fn(),
  },
});

export const Paid = meta.story({
  decorators: column,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Instagram channel' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Instagram channel' })).toBeVisible();
    const buy = canvas.getByRole('button', { name: 'Buy' });
    await expect(buy).toHaveAccessibleDescription('Instagram channel');
    await userEvent.click(buy);
    await expect(args.onPurchase).toHaveBeenCalledOnce();
  },
});

export const Free = meta.story({
  decorators: column,
  args: {
    name: 'Opening hours widget',
    teaser: 'Show your opening hours on your website.',
    imageUrl: undefined,
    category: 'Widgets',
    priceLabel: 'Free',
    purchaseLabel: 'Add',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
});

export const Purchased = meta.story({
  decorators: column,
  args: { isPurchased: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Purchased')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Pending = meta.story({
  decorators: column,
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: /Buy/ });
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Buying' })).toBeInTheDocument();
    await userEvent.click(buy);
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
});

export const LinkProduct = meta.story({
  decorators: column,
  args: {
    name: 'Setup consultation',
    teaser: 'Book an hour with our team to set up your channels and automations.',
    category: 'Services',
    priceLabel: 'Free',
    onPurchase: undefined,
    link: 'https://example.com/consultation',
    openLabel: 'Book',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Book (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://example.com/consultation');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const Grid = meta.story({
  decorators: [inBox({ maxWidth: 1000 })],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))', gap: 16 }}>
      <ShopCard {...args} />
      <ShopCard
        {...args}
        name="Opening hours widget"
        teaser="Show your opening hours on your website."
        imageUrl={undefined}
        category="Widgets"
        priceLabel="Free"
        isPurchased
      />
      <ShopCard
        {...args}
        name="Setup consultation"
        teaser="Book an hour with our team."
        category="Services"
        priceLabel="Free"
        link="https://example.com/consultation"
        openLabel="Book"
      />
    </div>
  ),
});
