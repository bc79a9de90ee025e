import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { currentTheme, setTheme } from '../../styles/index.ts';
import type { ThemeName } from '../../theme/tokens.ts';
import { iconButton } from './theme-toggle.css.ts';

export interface ThemeToggleProps {
  /** Called after the theme changed. */
  onChange?: (theme: ThemeName) => void;
}

/**
 * Switches between the dark (default) and light themes and remembers the choice; pair it with the
 * boot script in `<head>` so the next page starts in the chosen theme.
 */
export function ThemeToggle({ onChange }: ThemeToggleProps) {
  // The server renders dark; the real value is read once mounted.
  const [theme, setState] = useState<ThemeName>('dark');
  useEffect(() => setState(currentTheme()), []);

  const next: ThemeName = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        setTheme(next);
        setState(next);
        onChange?.(next);
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden size={18} /> : <Moon aria-hidden size={18} />}
    </button>
  );
}
