import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeBootScriptSource, themeClassNames } from '../../styles/index.ts';
import { themeStorageKey } from '../../theme/tokens.ts';
import { ThemeToggle } from './theme-toggle.tsx';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  root.className = '';
});

describe('ThemeToggle', () => {
  it('should switch dark → light → dark, on <html>, and remember the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ThemeToggle onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root).toHaveClass(themeClassNames.light);
    expect(root).not.toHaveClass(themeClassNames.dark);
    expect(localStorage.getItem(themeStorageKey)).toBe('light');
    expect(onChange).toHaveBeenLastCalledWith('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root).toHaveClass(themeClassNames.dark);
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  });

  it('should start from the theme the page shows', () => {
    root.setAttribute('data-theme', 'light');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});

describe('the theme boot script', () => {
  it.each([
    { saved: null, want: 'dark' },
    { saved: 'light', want: 'light' },
    { saved: 'dark', want: 'dark' },
    { saved: 'purple', want: 'dark' },
  ] as const)('with $saved saved, should show $want before anything renders', ({ saved, want }) => {
    if (saved) localStorage.setItem(themeStorageKey, saved);
    root.className = 'stale';
    new Function(themeBootScriptSource)();
    expect(root).toHaveClass(themeClassNames[want]);
    expect(root).not.toHaveClass(themeClassNames[want === 'dark' ? 'light' : 'dark']);
    expect(root).toHaveAttribute('data-theme', want);
  });
});
