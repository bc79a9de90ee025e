import { visibleGroups } from '@taskwell/domain';
import { AppShell } from '@taskwell/ui/app-shell';
import { LinkButton } from '@taskwell/ui/link-button';
import { NavBar } from '@taskwell/ui/nav-bar';
import type { ReactNode } from 'react';
import { logo } from './site-shell.css.ts';

export interface SiteShellProps {
  /** The path of the page, to mark its navigation item. */
  path: string;
  /** The paths this build has pages for; the navigation links only to them. */
  builtPaths: readonly string[];
  /** The studio's address, without a trailing slash; Sign Up and Login lead there. */
  studioUrl: string;
  /** The year the page was built, shown in the footer until the browser reads its own clock. */
  renderedYear: number;
  /** The page's content. */
  children: ReactNode;
}

/** The frame of every public page: header with Sign Up and Login, the public navigation, footer. */
export function SiteShell({ path, builtPaths, studioUrl, renderedYear, children }: SiteShellProps) {
  // A visitor sees the public group only (spec §2); pages not built yet are left out.
  const groups = visibleGroups({ signedIn: false }).map((group) => ({
    id: group.id,
    label: group.label,
    items: group.items
      .filter((item) => builtPaths.includes(item.link))
      .map((item) => ({ link: item.link, label: item.label })),
  }));
  const [group] = groups;
  return (
    <AppShell
      logo={
        <a href="/" className={logo}>
          Taskwell
        </a>
      }
      year={renderedYear}
      navbarLabel="Site"
      navbar={
        group ? (
          <NavBar groups={groups} activeGroupId={group.id} onGroupChange={() => undefined} currentPath={path} />
        ) : undefined
      }
      actions={
        <>
          <LinkButton href={`${studioUrl}/?auth=signup`} size="sm">
            Sign Up
          </LinkButton>
          <LinkButton href={`${studioUrl}/?auth=login`} size="sm" variant="outline">
            Login
          </LinkButton>
        </>
      }
    >
      {children}
    </AppShell>
  );
}
