import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { iconButton } from '../theme-toggle/theme-toggle.css.ts';

export interface ActionIconProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** What the button does; an icon-only button needs a name. */
  label: string;
  icon: ReactNode;
}

/** A square icon-only button with an accessible name and a tooltip-style title. */
export const ActionIcon = forwardRef<HTMLButtonElement, ActionIconProps>(function ActionIcon(
  { label, icon, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={className ? `${iconButton} ${className}` : iconButton}
      {...rest}
    >
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
