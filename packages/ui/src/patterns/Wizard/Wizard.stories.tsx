import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { inBox } from '../../stories/helpers';
import preview from '../../stories/preview';
import { vars } from '../../theme/contract.css';
import { Wizard, type WizardStep } from './Wizard';

type DemoProps = {
  initialStep?: number;
  initialRecipients?: number;
  isSubmitting?: boolean;
  onStepChange?: (index: number) => void;
  onSubmit?: () => void;
};

/** The newsletter flow: the story owns the step and the recipients, like the app does. */
const Demo = ({
  initialStep = 0,
  initialRecipients = 0,
  isSubmitting = false,
  onStepChange,
  onSubmit,
}: DemoProps) => {
  const [step, setStep] = useState(initialStep);
  const [recipients, setRecipients] = useState(initialRecipients);
  const isDone = step === 3;
  const steps: WizardStep[] = [
    { id: 'template', label: 'Template', isReachable: !isDone },
    { id: 'recipients', label: 'Recipients', isReachable: !isDone },
    { id: 'review', label: 'Review and send', isReachable: !isDone && recipients > 0 },
    { id: 'done', label: 'Done', isReachable: false },
  ];
  const content = [
    <p key="template" style={{ margin: 0 }}>
      Pick a template for the newsletter.
    </p>,
    <div key="recipients" style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
      <span>{recipients} recipients selected</span>
      <Button size="sm" variant="secondary" onPress={() => setRecipients((count) => count + 1)}>
        Add recipient
      </Button>
    </div>,
    <p key="review" style={{ margin: 0 }}>
      The newsletter goes to {recipients} recipients.
    </p>,
    <p key="done" style={{ margin: 0 }}>
      The newsletter is on its way.
    </p>,
  ];
  return (
    <Wizard
      steps={steps}
      currentStep={step}
      onStepChange={(index) => {
        onStepChange?.(index);
        setStep(index);
      }}
      canGoNext={step !== 1 || recipients > 0}
      submitStep={2}
      onSubmit={() => {
        onSubmit?.();
        setStep(3);
      }}
      isSubmitting={isSubmitting}
      submittingLabel="Sending"
      hideFooter={isDone}
    >
      {content[step]}
    </Wizard>
  );
};

const meta = preview.meta({
  component: Demo,
  args: { onStepChange: fn(), onSubmit: fn() },
  decorators: [inBox({ maxWidth: vars.layout.modalLg })],
});

export const FirstStep = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Steps' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Template' })).toBeInTheDocument();

    // Keyboard: the first reachable control is the next step in the indicator, then Next.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Recipients' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Focus moves to the new step's content.
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Recipients' })).toHaveFocus());
    // The completed step shows a check and stays reachable.
    const template = canvas.getByRole('button', { name: 'Template (completed)' });
    await expect(template.querySelector('svg')).not.toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
});

export const NextBlockedByGuard = meta.story({
  args: { initialStep: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Review and send' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Add recipient' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  },
});

export const UnreachableStep = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('button', { name: 'Review and send' });
    const done = canvas.getByRole('button', { name: 'Done' });
    await expect(review).toBeDisabled();
    await expect(done).toBeDisabled();
    await userEvent.click(review, { pointerEventsCheck: 0 });
    await expect(args.onStepChange).not.toHaveBeenCalled();
    // A reachable later step opens from the indicator.
    await userEvent.click(canvas.getByRole('button', { name: 'Recipients' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(1);
  },
});

export const SubmitStep = meta.story({
  args: { initialStep: 2, initialRecipients: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  },
});

export const Submitting = meta.story({
  args: { initialStep: 2, initialRecipients: 3, isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Template (completed)' })).toBeDisabled();
  },
});

export const DoneStep = meta.story({
  args: { initialStep: 3, initialRecipients: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Back|Next|Send/ })).not.toBeInTheDocument();
    const items = within(canvas.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    for (const name of ['Template (completed)', 'Recipients (completed)', 'Review and send (completed)']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
});
