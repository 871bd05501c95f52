import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { type ChoiceStep, ChoiceWizard } from './ChoiceWizard';

const types = [
  { id: 'private', label: 'Private customer' },
  { id: 'business', label: 'Business customer' },
];
const products = [
  { id: 'solar', label: 'Solar panels', parents: ['private', 'business'] },
  { id: 'wallbox', label: 'Wallbox', parents: ['private'] },
  { id: 'heatpump', label: 'Heat pump', parents: ['business'] },
];
const services = [
  { id: 'visit', label: 'On-site consultation', parents: ['solar', 'wallbox', 'heatpump'] },
  { id: 'video', label: 'Video consultation', parents: ['solar'] },
];

/** The service portfolio: the story narrows each step by the earlier ones, as the app does. */
const Portfolio = ({ onSubmit }: { onSubmit: (value: string[][]) => void }) => {
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<string[][]>([[], [], []]);
  const under = (list: typeof products, parents: string[]) =>
    list.filter((item) => item.parents.some((parent) => parents.includes(parent)));
  const steps: ChoiceStep[] = [
    { id: 'types', label: 'Customer types', options: types, selected: selected[0] ?? [], emptyText: 'None' },
    {
      id: 'products',
      label: 'Products',
      description: 'Only products for the chosen customer types.',
      options: under(products, selected[0] ?? []),
      selected: selected[1] ?? [],
      emptyText: 'Choose a customer type first.',
    },
    {
      id: 'services',
      label: 'Services',
      options: under(services, selected[1] ?? []),
      selected: selected[2] ?? [],
      emptyText: 'Choose a product first.',
    },
  ];
  return (
    <ChoiceWizard
      steps={steps}
      currentStep={step}
      onStepChange={setStep}
      onSelectionChange={(index, ids) => setSelected((all) => all.map((old, i) => (i === index ? ids : old)))}
      onSubmit={() => onSubmit(selected)}
      submitLabel="Save"
    />
  );
};

const meta = preview.meta({
  component: Portfolio,
  args: { onSubmit: fn() },
});

/** Later steps offer only what the earlier choices allow; submit on the last step. */
export const DependentSteps = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Business customer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Wallbox' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Heat pump' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Video consultation' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On-site consultation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([['business'], ['heatpump'], ['visit']]);
  },
});

/** A step with nothing to offer says why. */
export const NothingToChoose = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Choose a customer type first.')).toBeInTheDocument();
  },
});
