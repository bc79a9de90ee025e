import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// A busy or disabled button must not look pressable, whatever the variant says.
const interactive = ':not(:disabled):not([aria-disabled="true"])';

const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color, opacity',
  transitionDuration: vars.transition.generic,
  transitionTimingFunction: 'ease',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.55,
    },
    // Busy wins over not-allowed: the action was accepted, the user is only waiting.
    '&[aria-busy="true"]': {
      cursor: 'progress',
      opacity: 1,
    },
  },
});

/** The button's look: `variant` and `size`. */
export const button = recipe({
  base: root,
  variants: {
    variant: {
      filled: {
        backgroundColor: vars.color.accent,
        color: vars.color.accentContrast,
        selectors: {
          [`&:hover${interactive}`]: { backgroundColor: vars.color.accentHover },
        },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.accent,
        color: vars.color.accent,
        selectors: {
          [`&:hover${interactive}`]: { backgroundColor: vars.color.accentSoft },
        },
      },
      subtle: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          [`&:hover${interactive}`]: { backgroundColor: vars.color.accentSoft },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2rem',
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: '2.5rem',
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: '3rem',
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.lg,
      },
    },
  },
  defaultVariants: {
    variant: 'filled',
    size: 'md',
  },
});

/** The variants `button()` accepts. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The text of the button; faded out, not removed, while busy so the accessible name stays. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  transition: `opacity ${vars.transition.buttonLoader} ease`,
  selectors: {
    [`${root}[aria-busy="true"] &`]: { opacity: 0 },
  },
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

const fadeIn = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/**
 * The loading indicator, centred over the faded label so the button keeps its width.
 * Under reduced motion it stands still, as the stepper's and the loader's rings do: the ring in
 * place of the label (and `aria-busy`) still says that work is under way.
 */
export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${fadeIn} ${vars.transition.buttonLoader} ease-out, ${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
