import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ChatIcon, MailIcon } from '../../icons/Icon';
import { expectCurrentRow, expectRowLink, inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { RouterProvider } from '../../utils/router';
import { ConversationListItem } from './ConversationListItem';

const meta = preview.meta({
  component: ConversationListItem,
  decorators: [inBox({ maxWidth: 360 })],
  args: {
    href: '#conversation-1',
    contactName: 'Maria Schneider',
    channelLabel: 'WhatsApp',
    channelIcon: <ChatIcon size="sm" />,
    preview: 'Hello, is the appointment on Friday still possible?',
    timeText: '10:42',
    dateTime: '2026-11-22T10:42:00Z',
  },
});

export const Read = meta.story({
  play: async ({ canvasElement }) => {
    const link = await expectRowLink(canvasElement, /Maria Schneider/, '#conversation-1');
    await expect(link).not.toHaveAttribute('data-unread');
  },
});

export const Unread = meta.story({
  args: { unreadCount: 3, unreadLabel: '3 unread messages' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(/3 unread messages/);
    await expect(link).toHaveAttribute('data-unread', 'true');
  },
});

export const Selected = meta.story({
  args: { isSelected: true, unreadCount: 1, unreadLabel: '1 unread message' },
  play: async ({ canvasElement }) => {
    const link = await expectCurrentRow(canvasElement);
    await expect(link).toHaveAttribute('data-selected', 'true');
  },
});

export const WithLabels = meta.story({
  args: {
    previewPrefix: 'You:',
    preview: 'Thanks, see you then!',
    labels: [
      { id: 'vip', label: 'VIP' },
      { id: 'follow-up', label: 'Follow-up' },
      { id: 'invoice', label: 'Invoice missing' },
    ],
  },
});

/** A snoozed conversation among the closed ones says until when, beside its channel. */
export const Snoozed = meta.story({
  args: { statusText: 'Snoozed until 28.11.2026, 09:00' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(/Snoozed until 28\.11\.2026, 09:00/);
  },
});

export const LongText = meta.story({
  args: {
    contactName: 'Dr. Alexandra Katharina von Hohenzollern-Sigmaringen',
    channelLabel: 'Google review',
    channelIcon: <MailIcon size="sm" />,
    preview:
      'We were really happy with the service, but I would like to ask about the invoice that arrived last week because the amount does not match the offer we agreed on.',
    timeText: 'Yesterday',
    unreadCount: 128,
    unreadLabel: '128 unread messages',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // One line per text: the row does not grow with the preview.
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(link.getBoundingClientRect().height).toBeLessThan(120);
  },
});

export const Pressable = meta.story({
  args: { href: undefined, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Maria Schneider/ });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const PressableSelected = meta.story({
  args: { href: undefined, onPress: fn(), isSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-current', 'true');
  },
});

const navigate = fn();
const withBase = (href: string) => `/app${href}`;

/**
 * The link is a native `<a>` routed by the kit's RouterProvider: the href carries the app's base path,
 * a plain click or Enter navigates in the app, a click with a modifier key is left to the browser.
 */
export const ClientRouting = meta.story({
  args: { href: '/opportunities/mine/42' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={withBase}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: /Maria Schneider/ });
    await expect(link).toHaveAttribute('href', '/app/opportunities/mine/42');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/opportunities/mine/42', undefined);
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledOnce();
    navigate.mockClear();
    // A modified click opens a tab: the browser's, not the router's. Stop it from leaving the story.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop, { once: true });
    fireEvent.click(link, { ctrlKey: true });
    await expect(navigate).not.toHaveBeenCalled();
  },
});

/** Keyboard focus shows the ring on the native link. */
export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
});

export const Selectable = meta.story({
  args: {
    unreadCount: 2,
    unreadLabel: '2 unread messages',
    selection: { isChecked: false, onChange: fn(), label: 'Select Maria Schneider' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Select Maria Schneider' });
    // Not a tab stop of its own: the list keeps one per row, its link.
    await expect(box).toHaveAttribute('tabindex', '-1');
    await userEvent.click(box);
    await expect(args.selection?.onChange).toHaveBeenCalledWith(true);
  },
});

export const Ticked = meta.story({
  args: {
    previewPrefix: 'You:',
    preview: 'Thanks, see you then!',
    selection: { isChecked: true, isSelecting: true, onChange: fn(), label: 'Select Maria Schneider' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Maria Schneider' })).toBeChecked();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-checked', 'true');
  },
});
