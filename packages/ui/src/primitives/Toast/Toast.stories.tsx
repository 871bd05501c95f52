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
