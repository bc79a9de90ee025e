import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper, type StepperStep } from './stepper.tsx';

const steps = (icons: StepperStep['icon'][], active: number): StepperStep[] =>
  icons.map((icon, index) => ({ icon, done: icon === 'check', active: index + 1 === active }));

const meta = {
  title: 'Feedback/Stepper',
  component: Stepper,
  args: { label: 'Run progress', steps: steps(['spinner', 'dot', 'dot', 'flag'], 1) },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = {};
export const Working: Story = { args: { steps: steps(['check', 'check', 'spinner', 'flag'], 3) } };
export const Completed: Story = { args: { steps: steps(['check', 'check', 'check', 'check'], 0) } };
export const Paused: Story = { args: { steps: steps(['check', 'user', 'dot', 'flag'], 2) } };
export const Failed: Story = { args: { steps: steps(['check', 'check', 'error', 'flag'], 3) } };
export const Cancelled: Story = { args: { steps: steps(['check', 'cancelled', 'dot', 'flag'], 2) } };
export const Light: Story = { ...Working, globals: { theme: 'light' } };
