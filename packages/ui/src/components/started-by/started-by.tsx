import type { ReactNode } from 'react';
import * as styles from './started-by.css.ts';

/** Renders the link to the automation (a router's link in the studio); a plain `<a>` by default. */
export type StartedByLinkRenderer = (href: string, children: ReactNode) => ReactNode;

/** Props of {@link StartedBy}. */
export interface StartedByProps {
  /** The automation's name. */
  name: string;
  /** Where the automation is shown (its row in Automations). */
  href: string;
  renderLink?: StartedByLinkRenderer | undefined;
}

const plainLink: StartedByLinkRenderer = (href, children) => <a href={href}>{children}</a>;

/**
 * The line a run started by an automation carries (issue 46), in Tasks in Process, My Assets and
 * on the run's page: "Started by automation <name>", the name a link to the automation.
 */
export function StartedBy({ name, href, renderLink = plainLink }: StartedByProps) {
  return (
    <span className={styles.line}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm.75 3v3.19l2.28 2.28-1.06 1.06L7.25 8.31V4.5h1.5Z" />
      </svg>
      <span>
        Started by automation <span className={styles.name}>{renderLink(href, name)}</span>
      </span>
    </span>
  );
}
