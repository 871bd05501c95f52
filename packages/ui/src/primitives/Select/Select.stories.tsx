import { expect, fn, screen, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Select, SelectItem, type SelectProps } from './Select';

type Option = { id: string; name: string };
const options: Option[] = [
  { id: 'newest', name: 'Newest' },
  { id: 'name', name: 'Name' },
  { id: 'price', name: 'Price' },
];

const Demo = (props: Omit<SelectProps<Option>, 'children' | 'items'>) => (
  <Select<Option> {...props} items={options}>
    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
  </Select>
);

const meta = preview.meta({
  component: Demo,
  args: { label: 'Sort by', placeholder: 'Choose', onSelectionChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Sort by/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Price' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('price');
    await expect(trigger).toHaveTextContent('Price');
  },
});

export const Preselected = meta.story({ args: { defaultSelectedKey: 'name' } });

export const WithDescription = meta.story({ args: { description: 'Applies to the shop list.' } });

export const Invalid = meta.story({
  args: { isInvalid: true, errorMessage: 'Choose a sort order.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a sort order.')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
});
