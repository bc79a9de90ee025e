import { Slot } from '@radix-ui/react-slot';
import {
  type ButtonHTMLAttributes,
  cloneElement,
  forwardRef,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { type ButtonVariants, button, label, spinner } from './button.css.ts';

/** Props of {@link Button}: those of a native `<button>` plus the ones below. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `filled` for the main action, `outline` for a second one, `subtle` for a quiet one. */
  variant?: ButtonVariants['variant'];
  /** Height, padding and text size: `sm`, `md` (default) or `lg`. */
  size?: ButtonVariants['size'];
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean | undefined;
  /** Greys the button out and ignores clicks. */
  disabled?: boolean | undefined;
  /** Renders the one child element (a link, say) with the button's look and behaviour instead of a `<button>`. */
  asChild?: boolean | undefined;
}

type ChildProps = { children?: ReactNode };

/**
 * The button of the design system. A busy button stays focusable (`aria-disabled`, not
 * `disabled`), so keyboard users do not lose their place while the work runs.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading = false, disabled = false, asChild = false, className, type, onClick, children, ...rest },
  ref,
) {
  const ignoresClicks = loading || disabled;
  const classes = className ? `${button({ variant, size })} ${className}` : button({ variant, size });

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (ignoresClicks) {
      // Also stops a form submission or a link navigation.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (inner: ReactNode) => (
    <>
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      <span className={label}>{inner}</span>
    </>
  );

  const shared = {
    ...rest,
    ref,
    className: classes,
    onClick: handleClick,
    'aria-busy': loading || undefined,
  };

  if (asChild && isValidElement<ChildProps>(children)) {
    const child: ReactElement<ChildProps> = children;
    // A link has no `disabled` attribute: `aria-disabled` and the click guard stand in for it.
    return (
      <Slot {...shared} aria-disabled={ignoresClicks || undefined}>
        {cloneElement(child, undefined, content(child.props.children))}
      </Slot>
    );
  }

  return (
    <button
      {...shared}
      // Without an explicit type a button inside a form submits it.
      type={type ?? 'button'}
      disabled={disabled}
      aria-disabled={loading || undefined}
    >
      {content(children)}
    </button>
  );
});
