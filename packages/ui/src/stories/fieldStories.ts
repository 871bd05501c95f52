import { expect, userEvent, within } from 'storybook/test';

/*
 * Stories every kit field has, with the checks their play functions share. Story files only.
 */

/** A field's control, found by its role and its accessible name (the field's label). */
export type FieldControl = { role: string; name: string | RegExp };

type PlayContext = { canvasElement: HTMLElement };

const getControl = (canvasElement: HTMLElement, { role, name }: FieldControl) =>
  within(canvasElement).getByRole(role, { name });

/** The field with a description, which its control reads as its accessible description. */
export const withDescription = (control: FieldControl, description: string) => ({
  args: { description },
  play: async ({ canvasElement }: PlayContext) => {
    await expect(getControl(canvasElement, control)).toHaveAccessibleDescription(description);
  },
});

/**
 * The field marked invalid with an error message (and any other `args`): its control is aria-invalid
 * and reads the message as its accessible description.
 */
export const invalidField = <TArgs extends object>(
  control: FieldControl,
  errorMessage: string,
  args?: TArgs,
) => ({
  args: { isInvalid: true, errorMessage, ...args },
  play: async ({ canvasElement }: PlayContext) => {
    const input = getControl(canvasElement, control);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(errorMessage);
  },
});

/** Types `digits` into a date field's segments from its first, the day's, and returns that segment. */
export const typeDate = async (canvasElement: HTMLElement, digits: string) => {
  const [day] = within(canvasElement).getAllByRole('spinbutton');
  if (!day) throw new Error('no day segment');
  await userEvent.click(day);
  await userEvent.keyboard(digits);
  return day;
};
