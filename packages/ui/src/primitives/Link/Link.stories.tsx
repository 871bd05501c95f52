import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { Link } from './Link';

const meta = preview.meta({
  component: Link,
  args: { href: '#reset-password', children: 'Forgot your password?' },
});

export const Inline = meta.story({
  render: (args) => (
    <p>
      Read the <Link {...args} /> page first.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot your password?' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '#reset-password');
  },
});

export const Standalone = meta.story({ args: { variant: 'standalone' } });

export const Pressable = meta.story({
  args: { href: undefined, onPress: fn(), children: 'Resend email' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Resend email' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
});

export const Current = meta.story({ args: { 'aria-current': 'page' } });

/** An icon before the text: the gap between them is not underlined. */
export const WithIcon = meta.story({
  args: { icon: <ChatIcon size="sm" />, children: 'Chat widget' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat widget' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    const label = within(link).getByText('Chat widget');
    await expect(getComputedStyle(label).textDecorationLine).toBe('underline');
    await expect(label.textContent).toBe('Chat widget');
  },
});
