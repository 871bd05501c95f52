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
