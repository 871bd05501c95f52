import { expect, userEvent, within } from 'storybook/test';

/*
 * Stories every kit field has, with the checks their play functions share. Story files only.
 */

type PlayContext = { canvasElement: HTMLElement; args: { label?: unknown } };

/** The field's control: the element of that `role` its label (the story's `label` arg) names. */
const getControl = ({ canvasElement, args }: PlayContext, role: string) => {
  if (typeof args.label !== 'string') throw new Error('the story names its field with a text label');
  return within(canvasElement).getByRole(role, { name: args.label });
};

/** The field with a description, which its control (of `role`) reads as its accessible description. */
export const withDescription = (role: string, description: string) => ({
  args: { description },
  play: async (context: PlayContext) => {
    await expect(getControl(context, role)).toHaveAccessibleDescription(description);
  },
});

/**
 * The field marked invalid with an error message (and any other `args`): its control (of `role`) is aria-invalid
 * and reads the message as its accessible description.
 */
export const invalidField = <TArgs extends object>(role: string, errorMessage: string, args?: TArgs) => ({
  args: { isInvalid: true, errorMessage, ...args },
  play: async (context: PlayContext) => {
    const input = getControl(context, role);
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
