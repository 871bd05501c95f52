import { expect, userEvent, within } from 'storybook/test';
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
