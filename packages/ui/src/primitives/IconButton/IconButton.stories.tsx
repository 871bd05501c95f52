import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, MoreIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { IconButton } from './IconButton';

const meta = preview.meta({
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
});

export const Quiet = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', label: 'More actions', icon: <MoreIcon /> },
});

export const Primary = meta.story({ args: { variant: 'primary' } });

export const Small = meta.story({ args: { size: 'sm' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
});
