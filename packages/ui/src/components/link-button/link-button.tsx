import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { type ButtonVariants, button, label } from '../button/button.css.ts';

/** Props of {@link LinkButton}: those of a native `<a>` plus the button's look. */
export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads. */
  href: string;
  /** Visual weight: `filled` for the main action, `outline` for a second one, `subtle` for a quiet one. */
  variant?: ButtonVariants['variant'];
  /** Height, padding and text size: `sm`, `md` (default) or `lg`. */
  size?: ButtonVariants['size'];
}

/**
 * A link that looks like a {@link Button} (Sign Up, See pricing): a plain `<a>`, so it navigates
 * before any script has run. Unlike `<Button asChild>` it needs no slot to merge props into a
 * child, which keeps the slot's code off pages whose only buttons are links.
 */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, className, children, ...rest },
  ref,
) {
  const classes = className ? `${button({ variant, size })} ${className}` : button({ variant, size });
  return (
    <a {...rest} ref={ref} className={classes}>
      <span className={label}>{children}</span>
    </a>
  );
});
