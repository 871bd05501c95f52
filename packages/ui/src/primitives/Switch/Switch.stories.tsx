import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Switch } from './Switch';

const meta = preview.meta({
  component: Switch,
  args: { children: 'Autoresponder active', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Autoresponder active' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
});

export const Selected = meta.story({ args: { defaultSelected: true } });

export const WithDescription = meta.story({
  args: { description: 'Replies automatically outside business hours.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Replies automatically outside business hours.',
    );
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });

export const Locked = meta.story({
  args: {
    defaultSelected: true,
    isLocked: true,
    description: 'Replies automatically outside business hours.',
    lockedDescription: 'Only company admins can change this setting.',
  },
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription('Only company admins can change this setting.');
    await userEvent.click(within(canvasElement).getByText('Autoresponder active'), { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});
