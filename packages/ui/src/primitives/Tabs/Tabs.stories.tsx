import { expect, userEvent, within } from 'storybook/test';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = preview.meta({
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Opportunities">
        <Tab id="mine" count={4} countLabel="open">
          Mine
        </Tab>
        <Tab id="shared">Shared</Tab>
        <Tab id="new_customers" count={12} countLabel="new">
          New customers
        </Tab>
        <Tab id="team" count={0}>
          Team
        </Tab>
      </TabList>
      <TabPanel id="mine">Your conversations.</TabPanel>
      <TabPanel id="shared">Shared with you.</TabPanel>
      <TabPanel id="new_customers">The pool of new customers.</TabPanel>
      <TabPanel id="team">Your team's conversations.</TabPanel>
    </Tabs>
  ),
});

export const WithCounters = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mine = canvas.getByRole('tab', { name: /Mine/ });
    await expect(mine).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'New customers 12 new' })).toBeInTheDocument();
    await userEvent.click(mine);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /New customers/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The pool of new customers.');
  },
});

export const DisabledTab = meta.story({
  args: { disabledKeys: ['shared'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Shared' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const Preselected = meta.story({ args: { defaultSelectedKey: 'team' } });

/**
 * Narrower than its tabs (a phone): the list scrolls sideways within itself, and nothing of it reaches
 * past it, not even the counters' words for screen readers, which are positioned out of sight: placed
 * by the page instead of the list, they made the whole page as wide as the last tab's hidden words and
 * let it scroll sideways. Forty tabs reach past any window the story runs in.
 */
const sections = Array.from({ length: 40 }, (_, i) => `s${i}`);

export const Narrow = meta.story({
  decorators: [inBox({ width: 200 })],
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Sections">
        {sections.map((section, i) => (
          <Tab key={section} id={section} count={i} countLabel="open">
            {`Section ${i + 1}`}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="s0">The first section.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(window.innerWidth);
    await expect(list.getBoundingClientRect().width).toBe(200);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

/** The elements React Aria watches for changes while the story runs (see PanelTabStops). */
const observed = new Set<Node>();

/**
 * A panel with nothing tabbable in it is a tab stop itself, so Tab reaches its text, and React Aria
 * watches it in case that changes. One that says it always holds something tabbable
 * (`hasTabbableContent`) is not watched and leaves the tab stop to its content.
 */
export const PanelTabStops = meta.story({
  beforeEach: () => {
    const observe = MutationObserver.prototype.observe;
    MutationObserver.prototype.observe = function (this: MutationObserver, target, options) {
      observed.add(target);
      return observe.call(this, target, options);
    };
    return () => {
      MutationObserver.prototype.observe = observe;
      observed.clear();
    };
  },
  render: () => (
    <>
      <Tabs>
        <TabList aria-label="Plain">
          <Tab id="text">Text only</Tab>
        </TabList>
        <TabPanel id="text">Nothing to press here.</TabPanel>
      </Tabs>
      <Tabs>
        <TabList aria-label="With a link">
          <Tab id="link">With a link</Tab>
        </TabList>
        <TabPanel id="link" hasTabbableContent>
          <a href="#inbox">Open the inbox</a>
        </TabPanel>
      </Tabs>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [plain, withLink] = canvas.getAllByRole('tabpanel');
    await expect(plain).toHaveAttribute('tabindex', '0');
    await expect(observed.has(plain as Node)).toBe(true);
    await expect(withLink).not.toHaveAttribute('tabindex');
    await expect(observed.has(withLink as Node)).toBe(false);
    const tab = canvas.getByRole('tab', { name: 'With a link' });
    await expect(withLink).toHaveAttribute('aria-labelledby', tab.id);
    await userEvent.click(tab);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open the inbox' })).toHaveFocus();
  },
});
