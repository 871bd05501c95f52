import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, within } from 'storybook/test';
import { PasswordField } from '../primitives/PasswordField/PasswordField';
import { TextField } from '../primitives/TextField/TextField';

/*
 * What many stories set up the same way. Story files only: the kit's build leaves this folder out.
 */

/** Spies for the handlers a story's play function checks (`args.onChange`), one per name. */
export const spies = <const TName extends string>(...names: TName[]) =>
  Object.fromEntries(names.map((name) => [name, fn()])) as Record<TName, ReturnType<typeof fn>>;

/** Shows the story in a box of the width (and any other size) it gets where the app places it. */
export const inBox =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** Puts the story in a form with a submit button, `submitLabel`, to show the field's native validation. */
export const inForm =
  (submitLabel: string): Decorator =>
  (Story) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Story />
      <button type="submit">{submitLabel}</button>
    </form>
  );

/** The email and password fields of the sign-in form, as the app builds it. */
export const SignInFields = () => (
  <>
    <TextField label="Email" name="email" type="email" autoComplete="username" isRequired />
    <PasswordField
      label="Password"
      name="password"
      showLabel="Show password"
      hideLabel="Hide password"
      isRequired
    />
  </>
);

/** A list row's link, named `name`, goes to `href` and is not the current one; returns it for more checks. */
export const expectRowLink = async (canvasElement: HTMLElement, name: string | RegExp, href: string) => {
  const link = within(canvasElement).getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).not.toHaveAttribute('aria-current');
  return link;
};

/** The story's one link, a list row's, is the current page; returns it for more checks. */
export const expectCurrentRow = async (canvasElement: HTMLElement) => {
  const link = within(canvasElement).getByRole('link');
  await expect(link).toHaveAttribute('aria-current', 'page');
  return link;
};

/** The open row of a list (`isSelected`, and any other `args`), checked with `expectCurrentRow`. */
export const selectedRow = <TArgs extends object>(args?: TArgs) => ({
  args: { isSelected: true, ...args },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectCurrentRow(canvasElement);
  },
});
