import { expect, within } from 'storybook/test';
import { StatusLabel } from '../../primitives/Badge/Badge';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { TemplatePreview } from './TemplatePreview';

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#40929F"/><circle cx="520" cy="90" r="60" fill="#F4E04D"/></svg>',
  );

const meta = preview.meta({
  component: TemplatePreview,
  decorators: [inBox({ maxWidth: 480 })],
  args: {
    title: 'autumn_sale',
    description: 'Marketing · English',
    status: <StatusLabel tone="positive">Approved</StatusLabel>,
    header: { type: 'text' as const, text: 'Our autumn sale starts today' },
    body: 'Hello {{1}},\n\nfrom *Friday* until _Sunday_ everything in our shop is {{2}} off.\nSee you soon!',
    footer: 'Reply STOP to unsubscribe',
    buttons: [
      { id: 'shop', subType: 'url' as const, text: 'Visit the shop', value: 'https://shop.example.com' },
      { id: 'stop', subType: 'quick_reply' as const, text: 'Stop promotions' },
    ],
  },
});

export const TextHeader = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'autumn_sale' });
    await expect(figure).toHaveAccessibleDescription('Marketing · English');
    await expect(canvas.getByText('Our autumn sale starts today')).toBeVisible();
    await expect(canvas.getByText('Friday').tagName).toBe('STRONG');
    await expect(canvas.getByText('Sunday').tagName).toBe('EM');
    // Unfilled placeholders are marked; the buttons are labels, not controls.
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(2);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: 'Link' })).toBeVisible();
  },
});

export const WithVariables = meta.story({
  args: { variables: { '1': 'Anna', '2': '20 %' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Hello Anna,/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(0);
  },
});

export const PartlyFilled = meta.story({
  args: { variables: { '1': 'Anna' } },
  play: async ({ canvasElement }) => {
    const chips = canvasElement.querySelectorAll('[data-placeholder]');
    await expect(chips).toHaveLength(1);
    await expect(chips[0]).toHaveTextContent('{{2}} (not filled)');
  },
});

export const ImageHeader = meta.story({
  args: {
    header: { type: 'image' as const, url: banner },
    imageAlt: 'Autumn leaves in the brand colours',
    variables: { '1': 'Anna', '2': '20 %' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Autumn leaves in the brand colours' }),
    ).toBeVisible();
  },
});

export const ImageHeaderWithoutUrl = meta.story({
  args: { header: { type: 'image' as const } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Image')).toBeVisible();
  },
});

export const DocumentHeader = meta.story({
  args: {
    title: 'invoice_ready',
    description: 'Utility · English',
    header: { type: 'document' as const, fileName: 'invoice-2026-11.pdf' },
    body: 'Hi {{1}}, your invoice for November is attached.',
    footer: undefined,
    buttons: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('invoice-2026-11.pdf')).toBeVisible();
  },
});

export const VideoHeader = meta.story({
  args: {
    header: { type: 'video' as const, url: 'https://cdn.example.com/autumn.mp4' },
    buttons: [{ id: 'stop', subType: 'quick_reply' as const, text: 'Stop promotions' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Video')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: {
    status: <StatusLabel tone="critical">Rejected</StatusLabel>,
    isDisabled: true,
    disabledReason: 'Meta rejected this template: it asks for a payment without a reason.',
  },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'autumn_sale' });
    await expect(figure).toHaveAttribute('data-disabled');
    await expect(figure).toHaveAccessibleDescription(
      'Marketing · English Meta rejected this template: it asks for a payment without a reason.',
    );
  },
});

export const WithoutTitle = meta.story({
  args: { title: undefined, description: undefined, status: undefined, label: 'Preview of the message' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Preview of the message' })).toBeVisible();
  },
});

export const LongBody = meta.story({
  args: {
    header: undefined,
    variables: { '1': 'Anna', '2': '20 %' },
    body: [
      'Hello {{1}},',
      '',
      'thank you for being with us for another year. As a *thank-you* we have put together a few offers that are only for you, and they are valid until the end of the month:',
      '',
      '• _{{2}} off_ all winter jackets',
      '• free delivery on every order over 50 euros',
      '• a *double* stamp on your loyalty card for every visit to one of our shops',
      '',
      'Our shops are open Monday to Saturday from 9 am to 8 pm. If you have a question, just answer this message and our team will get back to you as soon as possible.',
      '',
      'A very_long_word_without_any_break_to_show_that_the_bubble_wraps_it_instead_of_overflowing.',
    ].join('\n'),
  },
});
