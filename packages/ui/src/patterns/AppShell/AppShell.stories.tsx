import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../../primitives/Banner/Banner';
import { Link } from '../../primitives/Link/Link';
import { vars } from '../../theme/contract.css';
import { Card, DetailRow } from '../Card/Card';
import { PageHeader } from '../PageHeader/PageHeader';
import { AppShell } from './AppShell';

const FakeSidebar = () => (
  <nav
    aria-label="Main"
    style={{ width: vars.layout.sidebarWidth, height: '100%', background: vars.color.surface }}
  >
    <ul>
      <li>
        <Link href="#dashboard" variant="standalone">
          Dashboard
        </Link>
      </li>
    </ul>
  </nav>
);

const meta = {
  title: 'Patterns/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to content',
    sidebar: <FakeSidebar />,
    header: <span>Anna Muster</span>,
    children: (
      <>
        <PageHeader title="Dashboard" />
        <Card title="Today">
          <DetailRow label="New customers" value="4" />
          <DetailRow label="Open tasks" value="12" />
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

export const WithBanner: Story = {
  args: {
    banner: (
      <Banner tone="warning" role="status" action={<Link href="#renew">Renew</Link>}>
        Your subscription was cancelled. The account is deactivated on 31.12.2026.
      </Banner>
    ),
  },
};

export const WithoutSidebar: Story = { args: { sidebar: undefined } };
