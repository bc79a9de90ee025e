import { Menu, X } from 'lucide-react';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { iconButton } from '../theme-toggle/theme-toggle.css.ts';
import { ThemeToggle } from '../theme-toggle/theme-toggle.tsx';
import * as styles from './app-shell.css.ts';

export interface AppShellProps {
  /** The logo, usually a link home. */
  logo: ReactNode;
  /** The header's right-hand side: sign-in buttons, credits, the user's name. */
  actions?: ReactNode;
  /** The navigation (a `NavBar`); without it the page has no side bar. */
  navbar?: ReactNode;
  /** The accessible name of the navigation. */
  navbarLabel?: string;
  /** Shows the dark/light switch in the header (default true). */
  themeToggle?: boolean;
  /** The company named in the footer. */
  company?: string;
  /**
   * The year the page was rendered; the footer shows it first (so hydration matches the server's
   * HTML), then the browser's own year, since a static page can be served long after its build.
   */
  year?: number;
  children: ReactNode;
}

/**
 * The page frame of spec §2: a 60 px header (logo, theme toggle, menu toggle on small screens,
 * actions), a 300 px navbar that becomes a drawer below 768 px and closes by itself there after an
 * item is chosen, the main area, and a footer with "© 2023–{year}".
 */
export function AppShell({
  logo,
  actions,
  navbar,
  navbarLabel = 'Main',
  themeToggle = true,
  company = 'Taskwell',
  year = new Date().getFullYear(),
  children,
}: AppShellProps) {
  const [open, setOpen] = useState(false);
  const [shownYear, setShownYear] = useState(year);
  const navbarId = useId();

  useEffect(() => setShownYear(new Date().getFullYear()), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  // Choosing an item (any link or button in the navbar that is not the group selector) closes the drawer.
  const onNavbarClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a[href], [data-closes-navbar]')) close();
  };

  return (
    <div className={navbar ? styles.shell : `${styles.shell} ${styles.shellWithoutNavbar}`}>
      <header className={styles.header}>
        {navbar ? (
          <button
            type="button"
            className={`${iconButton} ${styles.menuToggle}`}
            aria-label={open ? 'Close navigation' : 'Open navigation'}
            aria-expanded={open}
            aria-controls={navbarId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden size={18} /> : <Menu aria-hidden size={18} />}
          </button>
        ) : null}
        <div className={styles.logo}>{logo}</div>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          {themeToggle ? <ThemeToggle /> : null}
          {actions}
        </div>
      </header>
      {navbar ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: links inside are activated by keyboard and bubble the click
        <nav
          id={navbarId}
          aria-label={navbarLabel}
          className={open ? `${styles.navbar} ${styles.navbarOpen}` : styles.navbar}
          data-open={open}
          onClick={onNavbarClick}
        >
          {navbar}
        </nav>
      ) : null}
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>{`© 2023–${shownYear} ${company}`}</footer>
    </div>
  );
}
