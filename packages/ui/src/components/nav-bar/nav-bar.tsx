import type { ReactNode } from 'react';
import * as styles from './nav-bar.css.ts';

export interface NavBarItem {
  link: string;
  /** The label as shown, suffixes included (' | 25 credits', ' | Explorer'). */
  label: string;
  icon?: ReactNode;
  /** Hidden when true. */
  disabled?: boolean;
}

export interface NavBarGroup {
  id: string;
  label: string;
  items: NavBarItem[];
}

export interface NavBarProps {
  /** The groups the viewer may see; which ones is the app's rule, not this component's. */
  groups: NavBarGroup[];
  /** The group shown. */
  activeGroupId: string;
  onGroupChange: (groupId: string) => void;
  /** The path of the current page, to mark its item. */
  currentPath?: string;
  /** Renders a link (a router link in an app); a plain anchor by default. */
  renderLink?: (
    item: NavBarItem,
    props: { className: string; 'aria-current'?: 'page'; children: ReactNode },
  ) => ReactNode;
  /** A Logout item for signed-in users. */
  logout?: ReactNode;
}

const plainLink: NonNullable<NavBarProps['renderLink']> = (item, props) => <a href={item.link} {...props} />;

/**
 * The navbar of spec §2: a group selector (only when more than one group is available), the
 * shown group's items with icon and label (disabled ones hidden), and a Logout slot.
 */
export function NavBar({
  groups,
  activeGroupId,
  onGroupChange,
  currentPath,
  renderLink = plainLink,
  logout,
}: NavBarProps) {
  const active = groups.find((group) => group.id === activeGroupId) ?? groups[0];
  return (
    <div className={styles.root}>
      {groups.length > 1 ? (
        <fieldset className={styles.groups} style={{ border: 0, margin: 0 }} aria-label="Navigation group">
          {groups.map((group) => (
            <button
              key={group.id}
              type="button"
              className={styles.groupButton}
              aria-pressed={group.id === active?.id}
              onClick={() => onGroupChange(group.id)}
            >
              {group.label}
            </button>
          ))}
        </fieldset>
      ) : null}
      <ul className={styles.list} aria-label={active?.label}>
        {active?.items
          .filter((item) => !item.disabled)
          .map((item) => {
            const current = currentPath === item.link;
            return (
              <li key={item.link}>
                {renderLink(item, {
                  className: styles.item,
                  ...(current ? { 'aria-current': 'page' as const } : {}),
                  children: (
                    <>
                      {item.icon ? (
                        <span className={styles.icon} aria-hidden>
                          {item.icon}
                        </span>
                      ) : null}
                      {item.label}
                    </>
                  ),
                })}
              </li>
            );
          })}
      </ul>
      {logout ? <div className={styles.footer}>{logout}</div> : null}
    </div>
  );
}
