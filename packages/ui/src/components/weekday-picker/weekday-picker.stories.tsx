import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type Weekday, WeekdayPicker } from './weekday-picker.tsx';

const meta = {
  title: 'Forms/WeekdayPicker',
  component: WeekdayPicker,
  args: { label: 'Days', value: ['mon'], onValueChange: () => undefined },
} satisfies Meta<typeof WeekdayPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

function Chosen({ initial, error }: { initial: Weekday[]; error?: string }) {
  const [days, setDays] = useState<Weekday[]>(initial);
  return (
    <>
      <WeekdayPicker label="Days" value={days} onValueChange={setDays} error={error} />
      <p>Chosen: {days.join(', ') || 'none'}</p>
    </>
  );
}

export const MondayAndThursday: Story = {
  render: () => <Chosen initial={['mon', 'thu']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Monday' }));
    await expect(canvas.getByText('Chosen: thu, sun')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  render: () => <Chosen initial={[]} error="Choose at least one day." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription('Choose at least one day.');
  },
};
