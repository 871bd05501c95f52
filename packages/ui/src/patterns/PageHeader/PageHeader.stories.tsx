import { expect, within } from 'storybook/test';
import { AddIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import preview from '../../stories/preview';
import { PageHeader } from './PageHeader';

const meta = preview.meta({
  component: PageHeader,
  args: { title: 'Contacts' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  },
});

export const WithActionsAndDescription = meta.story({
  args: {
    description: 'All contacts of your company.',
    actions: <Button icon={<AddIcon size="sm" />}>Add contact</Button>,
    before: (
      <Link href="#back" variant="standalone">
        Back to dashboard
      </Link>
    ),
  },
});

export const Hidden = meta.story({
  args: { hidden: true, title: 'Help center', actions: <Button>Not shown</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Help center' });
    await expect(heading).toBeInTheDocument();
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

/**
 * A working screen's header: a smaller title, its navigation beside it and less space below; the
 * height is the content's.
 */
export const Compact = meta.story({
  args: {
    size: 'compact' as const,
    title: 'Opportunities',
    navigation: (
      <nav aria-label="Sections" style={{ display: 'flex', gap: 16 }}>
        <Link href="#mine">Mine</Link>
        <Link href="#team">Team</Link>
      </nav>
    ),
    actions: <Button size="sm">Shortcuts</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Opportunities' });
    const header = heading.closest('header') as HTMLElement;
    await expect(header).toHaveAttribute('data-size', 'compact');
    // The navigation sits on the title's row.
    const nav = canvas.getByRole('navigation', { name: 'Sections' }).getBoundingClientRect();
    const title = heading.getBoundingClientRect();
    await expect(Math.abs(nav.top + nav.height / 2 - (title.top + title.height / 2))).toBeLessThan(
      title.height,
    );
    // Smaller than the default title (xxl).
    const size = Number.parseFloat(getComputedStyle(heading).fontSize);
    const rootSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(size).toBeLessThan(rootSize * 1.75);
  },
});
