import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { invalidField, withDescription } from '../../stories/fieldStories';
import { spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type Country = { id: string; name: string };
const countries: Country[] = [
  { id: 'at', name: 'Austria' },
  { id: 'be', name: 'Belgium' },
  { id: 'de', name: 'Germany' },
  { id: 'dk', name: 'Denmark' },
  { id: 'fr', name: 'France' },
  { id: 'ch', name: 'Switzerland' },
];

const Demo = (props: Omit<ComboBoxProps<Country>, 'children' | 'defaultItems'>) => (
  <ComboBox<Country> {...props} defaultItems={countries}>
    {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
  </ComboBox>
);

const meta = preview.meta({
  component: Demo,
  args: {
    label: 'Country',
    placeholder: 'Type to search',
    ...spies('onSelectionChange', 'onInputChange'),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'an');
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['Germany', 'France', 'Switzerland']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'France' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('fr');
    await expect(input).toHaveValue('France');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
});

export const ShowAll = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
});

export const WithValue = meta.story({
  args: { defaultSelectedKey: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
  },
});

export const WithDescription = meta.story(withDescription('combobox', 'Where the shop is registered.'));

export const EmptyResults = meta.story({
  args: { emptyMessage: 'No matching country.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'xyz');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByText('No matching country.')).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /Germany/ })).not.toBeInTheDocument();
  },
});

export const CustomValue = meta.story({
  args: { allowsCustomValue: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    await userEvent.tab();
    await expect(input).toHaveValue('Atlantis');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Atlantis');
  },
});

export const Invalid = meta.story(invalidField('combobox', 'Choose a country from the list.'));

export const Disabled = meta.story({
  args: { isDisabled: true, defaultSelectedKey: 'at' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
});
