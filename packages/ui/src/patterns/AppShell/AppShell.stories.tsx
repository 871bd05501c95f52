import { expect, userEvent, within } from 'storybook/test';
import { Banner } from '../../primitives/Banner/Banner';
import { Link } from '../../primitives/Link/Link';
import preview from '../../stories/preview';
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

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
});

export const WithBanner = meta.story({
  args: {
    banner: (
      <Banner tone="warning" role="status" action={<Link href="#renew">Renew</Link>}>
        Your subscription was cancelled. The account is deactivated on 31.12.2026.
      </Banner>
    ),
  },
});

export const WithoutSidebar = meta.story({ args: { sidebar: undefined } });
