import { expect, fn, userEvent, within } from 'storybook/test';
import { AddIcon, CalendarIcon } from '../../icons/Icon';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Button, LinkButton } from './Button';

const meta = preview.meta({
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'text', 'critical'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
});

export const Primary = meta.story({
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } });

export const Quiet = meta.story({ args: { variant: 'quiet', children: 'Skip' } });

const line = { margin: 0, fontFamily: vars.font.body, lineHeight: vars.lineHeight.normal };

/** On a line of text: the label starts where the text around it would, and shares its baseline. */
export const Text = meta.story({
  args: { variant: 'text', children: 'Change password' },
  render: (args) => (
    <>
      <p style={line} data-testid="plain">
        ••••••••
      </p>
      <p style={line} data-testid="with-button">
        •••••••• <Button {...args} />
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change password' });
    const style = getComputedStyle(button);
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // It does not make its line taller.
    const plain = canvas.getByTestId('plain').getBoundingClientRect().height;
    const withButton = canvas.getByTestId('with-button').getBoundingClientRect().height;
    await expect(withButton).toBeLessThanOrEqual(plain + 1);
  },
});

export const Critical = meta.story({ args: { variant: 'critical', children: 'Delete contact' } });

export const WithIcon = meta.story({ args: { icon: <AddIcon size="sm" />, children: 'New task' } });

export const Small = meta.story({ args: { size: 'sm' } });

export const FullWidth = meta.story({ args: { isFullWidth: true, children: 'Sign in' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Saving', children: 'Save changes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const PendingWithoutLabel = meta.story({
  args: { isPending: true, variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
});

export const KeepsCallerClassName = meta.story({
  args: { className: 'caller-class', 'data-testid': 'btn' } as never,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.className).toContain('caller-class');
    await expect(button.className.split(' ').length).toBeGreaterThan(1);
    await expect(button).toHaveAttribute('data-testid', 'btn');
  },
});

/** An action that goes to another page, in a bar of buttons: a link that looks like its neighbours. */
export const AsLink = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button size="sm">Take this customer</Button>
      <LinkButton size="sm" href="#book" icon={<CalendarIcon size="sm" />}>
        Book appointment
      </LinkButton>
      <Button size="sm" variant="secondary">
        Record consent
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Book appointment' });
    await expect(link).toHaveAttribute('href', '#book');
    // The secondary button's look: same height as the button beside it.
    const button = canvas.getByRole('button', { name: 'Record consent' });
    await expect(link.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
});
