import { afterEach, describe, expect, it } from 'vitest';
import { vars } from '../theme/contract.css.ts';
import { darkPalette, lightPalette, reducedMotionTransitions, transitions } from '../theme/tokens.ts';
import { darkThemeClass, defaultThemeClass, lightThemeClass, themeClassNames } from './index.ts';

// `vars.color.accent` is `var(--name)`; computed styles are read by the bare `--name`.
const propertyOf = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, '$1');

const resolve = (reference: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(propertyOf(reference)).trim();

// happy-dom's stand-in for the operating system's motion setting.
const device = () => {
  const api = (window as unknown as { happyDOM?: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM;
  if (!api) throw new Error('these tests need the happy-dom environment');
  return api.settings.device;
};

afterEach(() => {
  document.documentElement.className = '';
  device().prefersReducedMotion = 'no-preference';
});

describe('theme classes', () => {
  it('should make the dark theme the default', () => {
    expect(defaultThemeClass).toBe(darkThemeClass);
    expect(themeClassNames).toEqual({ dark: darkThemeClass, light: lightThemeClass });
    expect(darkThemeClass).not.toBe(lightThemeClass);
  });

  describe.each([
    { name: 'dark', className: darkThemeClass, palette: darkPalette },
    { name: 'light', className: lightThemeClass, palette: lightPalette },
  ])('given the $name theme class on <html>', ({ className, palette }) => {
    it('should resolve the colour tokens to its palette', () => {
      document.documentElement.className = className;

      expect(resolve(vars.color.accent)).toBe(palette.accent);
      expect(resolve(vars.color.surface)).toBe(palette.surface);
      expect(resolve(vars.color.focusRing)).toBe(palette.focusRing);
    });

    it('should resolve the transition tokens to spec §9 durations', () => {
      document.documentElement.className = className;

      expect(resolve(vars.transition.generic)).toBe(transitions.generic);
      expect(resolve(vars.transition.buttonLoader)).toBe(transitions.buttonLoader);
    });
  });

  describe.each([
    { name: 'dark', className: darkThemeClass },
    { name: 'light', className: lightThemeClass },
  ])('given the $name theme and a user who asks for reduced motion', ({ className }) => {
    it('should drop the transitions to 0 ms', () => {
      device().prefersReducedMotion = 'reduce';
      document.documentElement.className = className;

      expect(resolve(vars.transition.generic)).toBe(reducedMotionTransitions.generic);
      expect(resolve(vars.transition.buttonLoader)).toBe(reducedMotionTransitions.buttonLoader);
    });
  });

  describe('given no theme class', () => {
    it('should leave the tokens unset', () => {
      expect(resolve(vars.color.accent)).toBe('');
    });
  });
});
