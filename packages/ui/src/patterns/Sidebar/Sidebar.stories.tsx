import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleLogoLarge, sampleLogoSmall } from '../../docs/sampleLogos';
import { CalendarIcon, ChatIcon, HomeIcon, InboxIcon, PersonIcon } from '../../icons/Icon';
import { spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { brandStyle } from '../../theme/brandTheme';
import { Sidebar, type SidebarItem } from './Sidebar';

const USER = 1;
const ADMIN = 2;

const items: SidebarItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <HomeIcon /> },
  { id: 'opportunities', label: 'Opportunities', href: '#opportunities', icon: <ChatIcon />, count: 4 },
  { id: 'appointments', label: 'Appointments', href: '#appointments', icon: <CalendarIcon /> },
  { id: 'contacts', label: 'Contacts', href: '#contacts', icon: <PersonIcon /> },
  { id: 'newsletter', label: 'Newsletter', href: '#newsletter', icon: <InboxIcon />, level: ADMIN },
  { id: 'shop', label: 'Shop', href: '#shop', icon: <InboxIcon />, level: ADMIN, disabled: true },
];

const meta = preview.meta({
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    items,
    userLevel: USER,
    currentId: 'opportunities',
    navLabel: 'Main navigation',
    collapseLabel: 'Collapse sidebar',
    expandLabel: 'Expand sidebar',
    logoutLabel: 'Sign out',
    ...spies('onLogout', 'onCollapsedChange'),
    // Stories pin the breakpoint so they do not depend on the preview's width.
    autoCollapseQuery: '(max-width: 0px)',
  },
});

export const Expanded = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: /Opportunities/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
});

export const Collapsing = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels stay as accessible names while only icons are visible.
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = canvas.getByRole('navigation').parentElement as HTMLElement;
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(80));
  },
});

export const Admin = meta.story({
  args: { userLevel: ADMIN },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Newsletter' })).toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
  },
});

export const ShowDisabled = meta.story({
  args: { userLevel: ADMIN, showDisabled: true },
  play: async ({ canvasElement }) => {
    const shop = within(canvasElement).getByRole('link', { name: 'Shop' });
    await expect(shop).toHaveAttribute('aria-disabled', 'true');
    // Unbuilt items look unlike the working ones.
    const working = within(canvasElement).getByRole('link', { name: 'Newsletter' });
    await expect(Number(getComputedStyle(shop).opacity)).toBeLessThan(0.6);
    await expect(getComputedStyle(shop).fontStyle).not.toBe(getComputedStyle(working).fontStyle);
  },
});

export const NarrowWindow = meta.story({
  args: { autoCollapseQuery: '(min-width: 0px)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    const sidebar = canvas.getByRole('navigation').parentElement as HTMLElement;
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(80));
  },
});

export const Expanded250 = meta.story({
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('navigation').parentElement as HTMLElement;
    await expect(sidebar.getBoundingClientRect().width).toBe(250);
  },
});

/** A brand without logos keeps its mark when the sidebar is collapsed: its app name's first letter. */
export const CollapsedWithoutLogo = meta.story({
  args: { appName: 'Parley', autoCollapseQuery: '(min-width: 0px)' },
  play: async ({ canvasElement }) => {
    const brand = canvasElement.querySelector('[data-brand-logo]') as HTMLElement;
    const mark = brand.querySelector('[data-monogram]') as HTMLElement;
    await expect(mark).toHaveTextContent('P');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark.getBoundingClientRect().width).toBeGreaterThan(16);
  },
});

/** Uses the real breakpoint: collapsed at 1200 px wide or less. */
export const RealBreakpoint = meta.story({ args: { autoCollapseQuery: undefined } });

/**
 * A brand with its own brand colour (the sidebar), primary colour, logos and app name, as the demo's
 * second brand "Nordlicht Connect" uses them. The brand comes from the story, not the toolbar.
 */
export const BrandColourLogoAndAppName = meta.story({
  args: {
    appName: 'Nordlicht Connect',
    logo: <img src={sampleLogoLarge} alt="" />,
    collapsedLogo: <img src={sampleLogoSmall} alt="" data-logo="small" />,
  },
  decorators: [
    (Story) => (
      <div style={brandStyle({ primaryColor: '#0F7C8C', brandColor: '#1B2A4A', internalColor: '#7C3AED' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nordlicht Connect')).toBeVisible();
    const sidebar = canvas.getByRole('navigation').parentElement as HTMLElement;
    await expect(getComputedStyle(sidebar).backgroundColor).toBe('rgb(27, 42, 74)');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    // Collapsed: the square logo; the app name stays for screen readers only.
    const small = canvasElement.querySelector('[data-logo="small"]') as HTMLElement;
    await expect(small).toBeVisible();
    await expect(small.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(canvas.getByText('Nordlicht Connect')).toBeInTheDocument();
  },
});

/** Collapsed, each item's label shows in one tooltip: on hover after a short wait, on keyboard focus at once. */
export const CollapsedTooltips = meta.story({
  args: { autoCollapseQuery: '(min-width: 0px)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Contacts'));
    await userEvent.unhover(canvas.getByRole('link', { name: 'Contacts' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    canvas.getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Opportunities'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Appointments'));
    // The tooltip repeats the name; it does not become a second one.
    await expect(canvas.getByRole('link', { name: 'Appointments' })).not.toHaveAttribute('aria-describedby');
    // A click closes it, and the pointer resting on the item after the click does not bring it back.
    const contacts = canvas.getByRole('link', { name: 'Contacts' });
    contacts.addEventListener('click', (event) => event.preventDefault());
    await userEvent.hover(contacts);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Contacts'));
    await userEvent.click(contacts);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
});
