import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper, type StepperStep } from './stepper.tsx';

const steps = (icons: StepperStep['icon'][], active: number): StepperStep[] =>
  icons.map((icon, index) => ({ icon, done: index + 1 < active, active: index + 1 === active }));

const meta = {
  title: 'Feedback/Stepper',
  component: Stepper,
  args: { label: 'Run progress', steps: steps(['play', 'spinner', 'spinner', 'flag'], 1) },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {};
export const Working: Story = { args: { steps: steps(['play', 'spinner', 'spinner', 'flag'], 3) } };
export const Finishing: Story = { args: { steps: steps(['play', 'spinner', 'spinner', 'flag'], 4) } };
export const Paused: Story = { args: { steps: steps(['play', 'user', 'spinner', 'flag'], 2) } };
export const Failed: Story = { args: { steps: steps(['error', 'error', 'error', 'error'], 3) } };
export const Light: Story = { ...Working, globals: { theme: 'light' } };
