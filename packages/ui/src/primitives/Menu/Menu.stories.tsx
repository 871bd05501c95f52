import { expect, fn, type Mock, screen, userEvent, waitFor, within } from 'storybook/test';
import { MoreIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, type MenuProps, MenuTrigger } from './Menu';

const Demo = (props: MenuProps<object>) => (
  <MenuTrigger>
    <IconButton label="More actions" icon={<MoreIcon />} variant="secondary" />
    <Menu {...props}>
      <MenuItem id="edit">Edit</MenuItem>
      <MenuItem id="duplicate">Duplicate</MenuItem>
      <MenuItem id="archive" isDisabled>
        Archive
      </MenuItem>
      <MenuItem id="delete" isCritical>
        Delete
      </MenuItem>
    </Menu>
  </MenuTrigger>
);

const meta = preview.meta({
  component: Demo,
  args: { onAction: fn(), 'aria-label': 'Contact actions' },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
});

export const Keyboard = meta.story({
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('duplicate');
  },
});
