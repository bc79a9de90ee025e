export type { ButtonVariants } from './button.css.ts';
export { Button, type ButtonProps } from './button.tsx';
