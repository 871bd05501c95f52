import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Wizard.css';

export type WizardStep = {
  id: string;
  label: string;
  /**
   * Whether the step can be opened from the step indicator. Defaults to true for steps before the
   * current one and false for steps after it.
   */
  isReachable?: boolean;
};

export type WizardProps = {
  steps: WizardStep[];
  /** Index of the open step. Controlled: the app changes it in `onStepChange`. */
  currentStep: number;
  /** Back, Next and the step indicator ask for a step; the app decides and sets `currentStep`. */
  onStepChange: (index: number) => void;
  /** The content of the current step. */
  children?: ReactNode;
  /** Whether the current step is complete; false disables Next (and Submit on the submit step). */
  canGoNext?: boolean;
  /** The step that shows Submit instead of Next; defaults to the last step. */
  submitStep?: number;
  onSubmit?: () => void;
  /** Submit shows a spinner and the wizard cannot be left meanwhile. */
  isSubmitting?: boolean;
  /** No footer, e.g. for a final "done" step. */
  hideFooter?: boolean;
  backLabel?: string;
  nextLabel?: string;
  submitLabel?: string;
  /** Accessible name of the spinner while `isSubmitting`, e.g. "Sending". */
  submittingLabel?: string;
  /** Accessible name of the step indicator, e.g. "Steps". */
  stepsLabel?: string;
  /** Read after the name of a completed step, e.g. "completed". */
  completedLabel?: string;
  className?: string;
};

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * A multi-step flow: numbered step indicator, the current step's content, and Back / Next / Submit.
 * Controlled; the app owns the step and its guards (`canGoNext`, `isReachable`).
 */
export const Wizard = ({
  steps,
  currentStep,
  onStepChange,
  children,
  canGoNext = true,
  submitStep = steps.length - 1,
  onSubmit,
  isSubmitting = false,
  hideFooter = false,
  backLabel = 'Back',
  nextLabel = 'Next',
  submitLabel = 'Send',
  submittingLabel,
  stepsLabel = 'Steps',
  completedLabel = 'completed',
  className,
}: WizardProps) => {
  const baseId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const shownStep = useRef(currentStep);
  const labelId = (index: number) => `${baseId}-step-${index}`;

  // When the step changes, reading continues at the new content instead of a button that may be gone.
  useEffect(() => {
    if (shownStep.current === currentStep) return;
    shownStep.current = currentStep;
    panelRef.current?.focus();
  }, [currentStep]);

  const isReachable = (index: number) =>
    index !== currentStep && !isSubmitting && (steps[index]?.isReachable ?? index < currentStep);
  const isSubmitStep = currentStep === submitStep;
  const nextStep = currentStep + 1;
  const canAdvance = canGoNext && nextStep < steps.length && steps[nextStep]?.isReachable !== false;

  return (
    <div className={cx(styles.root, className)}>
      <nav aria-label={stepsLabel}>
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const state: StepState =
              index < currentStep ? 'complete' : index === currentStep ? 'current' : 'upcoming';
            const content = (
              <>
                <span className={styles.marker} aria-hidden="true">
                  {state === 'complete' ? <CheckIcon size="sm" /> : index + 1}
                </span>
                <span id={labelId(index)} className={styles.label}>
                  {step.label}
                </span>
                {state === 'complete' ? <span className={visuallyHidden}> ({completedLabel})</span> : null}
              </>
            );
            return (
              <li
                key={step.id}
                className={styles.step}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                {state === 'current' ? (
                  <span className={styles.stepItem}>{content}</span>
                ) : (
                  <RACButton
                    className={styles.stepItem}
                    isDisabled={!isReachable(index)}
                    onPress={() => onStepChange(index)}
                  >
                    {content}
                  </RACButton>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <section ref={panelRef} aria-labelledby={labelId(currentStep)} tabIndex={-1} className={styles.panel}>
        {children}
      </section>
      {hideFooter ? null : (
        <div className={styles.footer}>
          {currentStep > 0 ? (
            <Button
              variant="secondary"
              isDisabled={isSubmitting}
              onPress={() => onStepChange(currentStep - 1)}
            >
              {backLabel}
            </Button>
          ) : null}
          <span className={styles.spacer} />
          {isSubmitStep ? (
            <Button
              isDisabled={!canGoNext}
              isPending={isSubmitting}
              pendingLabel={submittingLabel}
              onPress={() => onSubmit?.()}
            >
              {submitLabel}
            </Button>
          ) : (
            <Button isDisabled={!canAdvance} onPress={() => onStepChange(nextStep)}>
              {nextLabel}
            </Button>
          )}
        </div>
      )}
    </div>
  );
};
