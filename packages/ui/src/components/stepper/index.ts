export { Stepper, type StepperIcon, type StepperProps, type StepperStep } from './stepper.tsx';
