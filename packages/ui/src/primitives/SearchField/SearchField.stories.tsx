import { expect, userEvent, within } from 'storybook/test';
import { invalidField, withDescription } from '../../stories/fieldStories';
import { spies } from '../../stories/helpers';
import preview from '../../stories/preview';
import { SearchField } from './SearchField';

const meta = preview.meta({
  component: SearchField,
  args: {
    label: 'Search contacts',
    placeholder: 'Name or email',
    ...spies('onChange', 'onSubmit', 'onClear'),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.type(input, 'anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('anna');
  },
});

export const WithValue = meta.story({
  args: { defaultValue: 'anna' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search contacts' });
    await expect(input).toHaveValue('anna');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // An empty field has nothing to clear.
    await expect(canvasElement.querySelector('button[aria-label="Clear search"]')).not.toBeVisible();
  },
});

export const EscapeClears = meta.story({
  args: { defaultValue: 'anna' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search contacts' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
});

export const HiddenLabel = meta.story({
  args: { isLabelHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search contacts' })).toBeVisible();
    // Visually hidden, not display:none: it stays the accessible name.
    await expect(canvas.getByText('Search contacts').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
});

export const CustomClearLabel = meta.story({
  args: { label: 'Kontakte suchen', clearLabel: 'Suche leeren', defaultValue: 'anna' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Suche leeren' })).toBeVisible();
  },
});

export const WithDescription = meta.story(
  withDescription('searchbox', 'Searches names, emails and phone numbers.'),
);

export const Invalid = meta.story(
  invalidField('searchbox', 'Enter at least 2 characters.', { defaultValue: 'a' }),
);

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'anna' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search contacts' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeDisabled();
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search contacts' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
  },
});
