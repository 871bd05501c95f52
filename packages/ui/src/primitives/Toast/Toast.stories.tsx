import { useMemo } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../stories/preview';
import { Button } from '../Button/Button';
import { createToastQueue, ToastProvider, type ToastTone, useToast } from './Toast';

const Trigger = ({ tone, timeout }: { tone: ToastTone; timeout?: number }) => {
  const toast = useToast();
  return (
    <Button
      onPress={() =>
        toast.add(
          { title: 'Contact saved', description: 'Anna Muster was added to your contacts.', tone },
          timeout === undefined ? undefined : { timeout },
        )
      }
    >
      Show toast
    </Button>
  );
};

type DemoProps = { tone: ToastTone; timeout?: number };

const Demo = ({ tone, timeout }: DemoProps) => {
  // One queue per story so stories do not share toasts.
  const queue = useMemo(() => createToastQueue(), []);
  return (
    <ToastProvider queue={queue} closeLabel="Close">
      <Trigger tone={tone} timeout={timeout} />
    </ToastProvider>
  );
};

const meta = preview.meta({
  component: Demo,
  args: { tone: 'positive' as const },
});

export const Positive = meta.story({
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Contact saved');
    await expect(screen.getByRole('region')).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

export const Critical = meta.story({ args: { tone: 'critical', timeout: 0 } });

export const Warning = meta.story({ args: { tone: 'warning', timeout: 0 } });

export const Info = meta.story({ args: { tone: 'info', timeout: 0 } });

export const AutoDismiss = meta.story({
  args: { timeout: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
  },
});

const UnderTheToast = () => {
  const queue = useMemo(() => createToastQueue(), []);
  return (
    <ToastProvider queue={queue} closeLabel="Close">
      <Trigger tone="positive" timeout={0} />
      {/* A control where the toast appears, as the conversation's header actions may be. */}
      <button
        type="button"
        style={{ position: 'fixed', insetBlockStart: 0, insetInline: 0, height: '12rem' }}
      >
        Covered control
      </button>
    </ToastProvider>
  );
};

/** A click on a toast reaches the control under it; only the close button belongs to the toast. */
export const ClicksPassThrough = meta.story({
  render: () => <UnderTheToast />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alertdialog');
    const title = within(toast).getByText('Contact saved').getBoundingClientRect();
    const under = document.elementFromPoint(title.left + title.width / 2, title.top + title.height / 2);
    await expect(under).toBe(screen.getByRole('button', { name: 'Covered control' }));
    const close = within(toast).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    const onClose = document.elementFromPoint(close.left + close.width / 2, close.top + close.height / 2);
    await expect(within(toast).getByRole('button', { name: 'Close' }).contains(onClose)).toBe(true);
  },
});

/**
 * The region mounts with the first toast and then stays: closing the last toast from the keyboard
 * hands the focus back to where it was, and the next toast appears in the same region.
 */
export const FocusReturnsAfterTheLastToast = meta.story({
  args: { timeout: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show toast' });
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    const toast = await screen.findByRole('alertdialog');
    within(toast).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Contact saved');
  },
});
