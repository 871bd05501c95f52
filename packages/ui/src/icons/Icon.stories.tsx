import { expect, within } from 'storybook/test';
import preview from '../stories/preview';
import * as icons from './index';

const meta = preview.meta({
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
});

const entries = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<
  [string, (props: icons.IconProps) => React.JSX.Element]
>;

/** Every icon of the kit, decorative (hidden from assistive tech) unless given a label. */
export const All = meta.story({
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {entries.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 96 }}>
          <Icon size="lg" label={name.replace(/Icon$/, '')} />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('img')).toHaveLength(entries.length);
    expect(canvas.getByRole('img', { name: 'Settings' })).toBeVisible();
  },
});
