import { expect, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Avatar, initialsOf } from './Avatar';

// A 1x1 PNG in the brand-neutral grey, inlined so stories work offline.
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

const meta = preview.meta({
  component: Avatar,
  args: { name: 'Anna Muster' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
});

export const Initials = meta.story({
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Muster' });
    await expect(avatar).toHaveTextContent('AM');
    await expect(initialsOf('  cher ')).toBe('C');
    await expect(initialsOf('Jean-Luc de la Fontaine')).toBe('JF');
  },
});

export const Image = meta.story({
  args: { src: PHOTO, size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Muster' });
    await expect(avatar.querySelector('img')).not.toBeNull();
  },
});

export const BrokenImageFallsBack = meta.story({
  args: { src: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img')).toHaveTextContent('AM'));
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
});

export const Decorative = meta.story({
  args: { isDecorative: true },
  render: (args) => (
    <span>
      <Avatar {...args} /> Anna Muster
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
});
