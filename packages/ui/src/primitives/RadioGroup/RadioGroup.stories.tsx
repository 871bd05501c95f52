import { expect, fn, userEvent, within } from 'storybook/test';
import { invalidField, withDescription } from '../../stories/fieldStories';
import { inForm } from '../../stories/helpers';
import preview from '../../stories/preview';
import { Radio, RadioGroup } from './RadioGroup';

const meta = preview.meta({
  component: RadioGroup,
  args: {
    label: 'Delivery',
    onChange: fn(),
    children: (
      <>
        <Radio value="standard">Standard</Radio>
        <Radio value="express">Express</Radio>
        <Radio value="pickup">Pick-up</Radio>
      </>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await userEvent.click(within(group).getByText('Express'));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
});

export const Keyboard = meta.story({
  args: { defaultValue: 'standard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toHaveFocus();
    await expect(standard.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pick-up' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
  },
});

export const WithValue = meta.story({
  args: { defaultValue: 'pickup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Pick-up' })).toBeChecked();
  },
});

export const WithDescription = meta.story(
  withDescription('radiogroup', 'Express arrives the next working day.'),
);

export const Horizontal = meta.story({
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
});

export const DisabledRadio = meta.story({
  args: {
    defaultValue: 'standard',
    children: (
      <>
        <Radio value="standard">Standard</Radio>
        <Radio value="express" isDisabled>
          Express
        </Radio>
        <Radio value="pickup">Pick-up</Radio>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeDisabled();
    await userEvent.tab();
    // Arrow keys skip the disabled option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pick-up' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
});

export const Invalid = meta.story(invalidField('radiogroup', 'Choose a delivery option.'));

export const Required = meta.story({
  args: { isRequired: true, errorMessage: 'Choose a delivery option.' },
  decorators: [inForm('Continue')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose a delivery option.')).toBeVisible();
    await userEvent.click(canvas.getByText('Standard'));
    await expect(canvas.queryByText('Choose a delivery option.')).not.toBeInTheDocument();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'express' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
});
