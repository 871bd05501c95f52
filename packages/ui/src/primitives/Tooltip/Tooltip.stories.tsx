import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { InfoIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = preview.meta({
  component: Tooltip,
  args: {
    content: 'Credits renew on the first of each month.',
    children: <IconButton label="About credits" icon={<InfoIcon />} />,
  },
  parameters: { layout: 'centered' },
});

export const OnFocus = meta.story({
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Credits renew');
    await expect(screen.getByRole('button', { name: 'About credits' })).toHaveAccessibleDescription(
      'Credits renew on the first of each month.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
});

export const Bottom = meta.story({ args: { placement: 'bottom' } });

export const Disabled = meta.story({ args: { isDisabled: true } });
