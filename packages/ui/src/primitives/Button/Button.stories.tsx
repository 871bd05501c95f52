import { expect, fn, userEvent, within } from 'storybook/test';
import { AddIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { Button } from './Button';

const meta = preview.meta({
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Primary = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } });

export const Quiet = meta.story({ args: { variant: 'quiet', children: 'Skip' } });

export const Critical = meta.story({ args: { variant: 'critical', children: 'Delete contact' } });

export const WithIcon = meta.story({ args: { icon: <AddIcon size="sm" />, children: 'New task' } });

export const Small = meta.story({ args: { size: 'sm' } });

export const FullWidth = meta.story({ args: { isFullWidth: true, children: 'Sign in' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Saving', children: 'Save changes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const PendingWithoutLabel = meta.story({
  args: { isPending: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
});

export const KeepsCallerClassName = meta.story({
  args: { className: 'caller-class', 'data-testid': 'btn' } as never,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.className).toContain('caller-class');
    await expect(button.className.split(' ').length).toBeGreaterThan(1);
    await expect(button).toHaveAttribute('data-testid', 'btn');
  },
});
