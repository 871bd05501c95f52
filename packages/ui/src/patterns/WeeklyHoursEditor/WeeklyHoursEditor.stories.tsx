import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../stories/preview';
import { WeeklyHoursEditor, type WeeklyHoursSlot } from './WeeklyHoursEditor';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
let key = 100;

const Stateful = ({ initial, errors }: { initial: WeeklyHoursSlot[]; errors?: Record<string, string> }) => {
  const [slots, setSlots] = useState(initial);
  return (
    <div style={{ maxWidth: 560 }}>
      <WeeklyHoursEditor
        slots={slots}
        onChange={setSlots}
        dayNames={dayNames}
        errors={errors}
        newKey={() => key++}
      />
    </div>
  );
};

const meta = preview.meta({
  component: WeeklyHoursEditor,
  args: { slots: [], onChange: () => {}, dayNames, newKey: () => key++ },
});

export const Weekdays = meta.story({
  render: () => (
    <Stateful initial={[0, 1, 2, 3, 4].map((day) => ({ key: day, day, from: '08:00', to: '16:00' }))} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Saturday' })).toHaveTextContent('Closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Add time on Saturday' }));
    await expect(canvas.getByRole('group', { name: 'Saturday' })).not.toHaveTextContent('Closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Monday slot 1' }));
    await expect(canvas.getByRole('group', { name: 'Monday' })).toHaveTextContent('Closed');
  },
});

export const Empty = meta.story({ render: () => <Stateful initial={[]} /> });

export const IncompleteSlot = meta.story({
  render: () => (
    <Stateful
      initial={[{ key: 'a', day: 2, from: '09:00', to: null }]}
      errors={{ a: 'Every slot needs a start and an end.' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every slot needs a start and an end.')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { slots: [{ key: 1, day: 0, from: '08:00', to: '12:00' }], isDisabled: true },
});
