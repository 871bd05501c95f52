import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { CheckboxGroup } from '../../primitives/CheckboxGroup/CheckboxGroup';
import { Wizard, type WizardProps } from '../Wizard/Wizard';
import * as styles from './ChoiceWizard.css';

export type ChoiceOption = { id: string; label: string };

export type ChoiceStep = {
  id: string;
  /** Step name in the indicator and the label of its checkbox group. */
  label: string;
  /** A sentence above the choices. */
  description?: string;
  /** What can be chosen in this step (the app narrows it by the earlier steps). */
  options: ChoiceOption[];
  /** Ids checked in this step; ids not among `options` are kept but not shown. */
  selected: string[];
  /** Shown when `options` is empty. */
  emptyText: string;
};

export type ChoiceWizardProps = Pick<
  WizardProps,
  | 'currentStep'
  | 'onStepChange'
  | 'onSubmit'
  | 'isSubmitting'
  | 'backLabel'
  | 'nextLabel'
  | 'submitLabel'
  | 'submittingLabel'
  | 'stepsLabel'
  | 'completedLabel'
> & {
  steps: ChoiceStep[];
  /** The checked ids of step `index` after a change (hidden ids the step kept are included). */
  onSelectionChange: (index: number, selected: string[]) => void;
  className?: string;
};

/**
 * A choice in several dependent steps (the service portfolio: customer types, then their products,
 * then those products' services): one checkbox group per step on the kit's Wizard, submit on the last.
 */
export const ChoiceWizard = ({
  steps,
  currentStep,
  onSelectionChange,
  className,
  ...wizard
}: ChoiceWizardProps) => {
  const step = steps[currentStep];
  return (
    <Wizard
      {...wizard}
      className={className}
      steps={steps.map(({ id, label }) => ({ id, label }))}
      currentStep={currentStep}
      submitStep={steps.length - 1}
    >
      {step ? (
        <div className={styles.root}>
          {step.description ? <p className={styles.intro}>{step.description}</p> : null}
          {step.options.length === 0 ? (
            <p className={styles.empty}>{step.emptyText}</p>
          ) : (
            <CheckboxGroup
              label={step.label}
              value={step.selected.filter((id) => step.options.some((option) => option.id === id))}
              onChange={(visible) => {
                const hidden = step.selected.filter((id) => !step.options.some((option) => option.id === id));
                onSelectionChange(currentStep, [...hidden, ...visible]);
              }}
            >
              <div className={styles.choices}>
                {step.options.map((option) => (
                  <Checkbox key={option.id} value={option.id}>
                    {option.label}
                  </Checkbox>
                ))}
              </div>
            </CheckboxGroup>
          )}
        </div>
      ) : null}
    </Wizard>
  );
};
