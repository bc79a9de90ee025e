import { Form, Link } from '@remix-run/react';
import { activeGroup, itemLabel, visibleGroups } from '@taskwell/domain';
import { AccountSummary } from '@taskwell/ui/account-summary';
import { AppShell } from '@taskwell/ui/app-shell';
import { Button } from '@taskwell/ui/button';
import { NavBar, type NavBarGroup } from '@taskwell/ui/nav-bar';
import { NavIcon } from '@taskwell/ui/nav-icon';
import { LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { forgetAllRuns } from '../../task-run/remembered-runs.ts';
import * as styles from './studio-shell.css.ts';

/** The signed-in user as the header and navbar show them. */
export interface ShellViewer {
  /** The account id (the e-mail): what the browser keeps per account is kept under it. */
  id: string;
  /** The first name, or the account id when there is none (spec §2). */
  name: string;
  /** The plan's name; undefined while the profile cannot be read. */
  plan?: string | undefined;
  /** The credit balance; undefined while the profile cannot be read. */
  accountBalance?: number | undefined;
}

/** Props of {@link StudioShell}. */
export interface StudioShellProps {
  /** The signed-in user, or null for a visitor. */
  viewer: ShellViewer | null;
  /** The public site's address: the public group links there (none on a page whose data failed). */
  marketingUrl: string | undefined;
  /** The path of the page, to mark its item and pick the group shown. */
  currentPath: string;
  /** The page. */
  children: ReactNode;
}

function marketingHref(marketingUrl: string, link: string): string {
  // spec §2: /home and / are the same page; the public site serves it at its root.
  return new URL(link === '/home' ? '/' : link, marketingUrl).href;
}

/**
 * The studio's frame (spec §2 layout): header with the logo, theme switch, and Sign Up / Login
 * for visitors or the account summary for signed-in users; the navbar of the domain's groups
 * (public items lead to the marketing site, My Studio's only when signed in); Logout.
 */
export function StudioShell({ viewer, marketingUrl, currentPath, children }: StudioShellProps) {
  const groups = useMemo<NavBarGroup[]>(() => {
    const account = viewer
      ? {
          ...(viewer.accountBalance !== undefined ? { accountBalance: viewer.accountBalance } : {}),
          ...(viewer.plan !== undefined ? { plan: viewer.plan } : {}),
        }
      : undefined;
    return visibleGroups({ signedIn: viewer !== null })
      .map((group) => ({
        id: group.id,
        label: group.label,
        items: group.items.flatMap((item) => {
          if (item.owner === 'marketing' && !marketingUrl) return [];
          const link = item.owner === 'marketing' && marketingUrl ? marketingHref(marketingUrl, item.link) : item.link;
          return [{ link, label: itemLabel(item, account), icon: <NavIcon name={item.icon} /> }];
        }),
      }))
      .filter((group) => group.items.length > 0);
  }, [viewer, marketingUrl]);

  const pathGroup = activeGroup(visibleGroups({ signedIn: viewer !== null }), currentPath)?.id ?? 'public';
  const [groupId, setGroupId] = useState<string>(pathGroup);
  // A new page, or signing in or out, shows the group of the page again.
  useEffect(() => setGroupId(pathGroup), [pathGroup]);

  return (
    <AppShell
      logo={
        <Link to="/" className={styles.brand} aria-label="Taskwell Studio, home">
          Taskwell <span className={styles.brandSuffix}>Studio</span>
        </Link>
      }
      navbarLabel="Main"
      navbar={
        <NavBar
          groups={groups}
          activeGroupId={groupId}
          onGroupChange={setGroupId}
          currentPath={currentPath}
          renderLink={(item, props) =>
            item.link.startsWith('/') ? (
              <Link to={item.link} prefetch="intent" {...props} />
            ) : (
              <a href={item.link} {...props} />
            )
          }
          logout={
            viewer ? (
              // What this browser remembers of the account's runs goes with the session.
              <Form method="post" action="/logout" onSubmit={() => forgetAllRuns()}>
                <Button type="submit" variant="subtle" className={styles.logout} data-closes-navbar>
                  <LogOut aria-hidden size={16} /> Logout
                </Button>
              </Form>
            ) : undefined
          }
        />
      }
      actions={
        viewer ? (
          <AccountSummary name={viewer.name} plan={viewer.plan} credits={viewer.accountBalance} />
        ) : (
          <span className={styles.visitorActions}>
            <Button asChild size="sm">
              <Link to="?auth=signup" preventScrollReset>
                Sign Up
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="?auth=login" preventScrollReset>
                Login
              </Link>
            </Button>
          </span>
        )
      }
    >
      <div className={styles.main}>{children}</div>
    </AppShell>
  );
}
