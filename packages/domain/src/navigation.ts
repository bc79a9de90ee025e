import { formatCredits } from './money.ts';

/** Which app serves a route: the static marketing site or the studio. */
export type RouteOwner = 'marketing' | 'studio';

/** The icons navigation items use, named by meaning; the design system maps them to glyphs. */
export type NavIcon =
  | 'home'
  | 'team'
  | 'how-it-works'
  | 'features'
  | 'consulting'
  | 'pricing'
  | 'testimonials'
  | 'investors'
  | 'faq'
  | 'news'
  | 'contact'
  | 'privacy'
  | 'demos'
  | 'tasks'
  | 'queue'
  | 'automations'
  | 'assets'
  | 'knowledge'
  | 'creator'
  | 'store'
  | 'settings'
  | 'profile'
  | 'organization'
  | 'billing';

/** spec §2: an item has link, label, wide, private, disabled and icon. */
export interface NavItem {
  link: string;
  label: string;
  icon: NavIcon;
  /** The page uses the full width (no side margins). */
  wide: boolean;
  /** Shown only to signed-in users. */
  private: boolean;
  /** Hidden everywhere, and its page is not built. */
  disabled: boolean;
  /** The app that serves the route. */
  owner: RouteOwner;
}

export interface NavGroup {
  id: 'public' | 'studio';
  label: string;
  default: boolean;
  private: boolean;
  disabled: boolean;
  items: NavItem[];
}

type ItemSpec = Pick<NavItem, 'link' | 'label' | 'icon'> & Partial<Omit<NavItem, 'link' | 'label' | 'icon'>>;

const item = (owner: RouteOwner, spec: ItemSpec): NavItem => ({
  wide: false,
  private: false,
  disabled: false,
  owner,
  ...spec,
});

/** spec §2 "Navigation groups": the public group (default) and My Studio (private). */
export const navigationGroups: readonly NavGroup[] = [
  {
    id: 'public',
    label: 'Taskwell',
    default: true,
    private: false,
    disabled: false,
    items: [
      item('marketing', { link: '/home', label: 'Home', icon: 'home', wide: true }),
      item('marketing', { link: '/our-team', label: 'Our Team', icon: 'team' }),
      item('marketing', { link: '/how-it-works', label: 'How It Works', icon: 'how-it-works', disabled: true }),
      item('marketing', { link: '/feature-and-benefits', label: 'Features and Benefits', icon: 'features' }),
      item('marketing', { link: '/intelligence-consulting', label: 'Intelligence Consulting', icon: 'consulting' }),
      // The studio's /pricing is where plans are bought (its cards have actions when signed in);
      // the marketing site keeps a static copy for visitors that leads there.
      item('studio', { link: '/pricing', label: 'Pricing', icon: 'pricing' }),
      item('marketing', { link: '/testimonials', label: 'Testimonials', icon: 'testimonials', disabled: true }),
      item('marketing', {
        link: '/investor-information',
        label: 'Investor Information',
        icon: 'investors',
        private: true,
        disabled: true,
      }),
      item('marketing', { link: '/faq', label: 'FAQ', icon: 'faq' }),
      item('marketing', { link: '/news', label: 'News', icon: 'news' }),
      item('marketing', { link: '/contact-us', label: 'Contact Us', icon: 'contact' }),
      item('marketing', { link: '/privacy-policy', label: 'Privacy Policy', icon: 'privacy' }),
      item('marketing', { link: '/demos', label: 'Demo Reels', icon: 'demos' }),
    ],
  },
  {
    id: 'studio',
    label: 'My Studio',
    default: false,
    private: true,
    disabled: false,
    items: [
      item('studio', { link: '/tasks', label: 'My Tasks', icon: 'tasks', private: true }),
      item('studio', { link: '/queue', label: 'Tasks in Process', icon: 'queue', private: true }),
      // Issue 46: tasks that run on a schedule, on an event or after another task.
      item('studio', { link: '/automations', label: 'Automations', icon: 'automations', private: true }),
      item('studio', { link: '/assets', label: 'My Assets', icon: 'assets', private: true }),
      // Issue 28: the user's own documents that tasks answer from, with citations.
      item('studio', { link: '/knowledge', label: 'Well of Knowledge', icon: 'knowledge', private: true }),
      item('studio', { link: '/creator', label: 'Creator Studio', icon: 'creator', private: true }),
      item('studio', { link: '/ai-store', label: 'AI Store', icon: 'store', private: true }),
      item('studio', { link: '/setting', label: 'Settings', icon: 'settings', private: true }),
      item('studio', { link: '/profile', label: 'Profile', icon: 'profile', private: true }),
      // Issue 39: an organization's page (its members, invitations and brand) had no way in but Profile.
      item('studio', { link: '/organization', label: 'Organization', icon: 'organization', private: true }),
      item('studio', { link: '/billing', label: 'Billing', icon: 'billing', private: true }),
    ],
  },
];

export interface Viewer {
  signedIn: boolean;
}

const shown = (entry: { private: boolean; disabled: boolean }, viewer: Viewer) =>
  !entry.disabled && (!entry.private || viewer.signedIn);

/** spec §2: disabled groups and items are hidden; private ones show only when signed in. Empty groups are dropped. */
export function visibleGroups(viewer: Viewer, groups: readonly NavGroup[] = navigationGroups): NavGroup[] {
  return groups
    .filter((group) => shown(group, viewer))
    .map((group) => ({ ...group, items: group.items.filter((entry) => shown(entry, viewer)) }))
    .filter((group) => group.items.length > 0);
}

/** spec §2: the group selector shows only if more than one group is available. */
export function showsGroupSelector(groups: readonly NavGroup[]): boolean {
  return groups.length > 1;
}

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The group holding the route (its own item, or a sub-route like /news/123), if any. */
export function groupOfPath(path: string, groups: readonly NavGroup[]): NavGroup | undefined {
  const route = normalisePath(path);
  return groups.find((group) =>
    group.items.some((entry) => route === entry.link || route.startsWith(`${entry.link}/`)),
  );
}

/**
 * spec §2: the group shown is the one of the current route when it has one, else the one flagged
 * default, else the first. Issue 39: a page the studio serves shows My Studio whenever it is shown
 * at all (signed in), though the public group lists it too (`/pricing`): a signed-in user moving
 * between the studio's pages keeps their own navigation.
 */
export function activeGroup(groups: readonly NavGroup[], path?: string): NavGroup | undefined {
  const studio = path && ownerOfPath(path) === 'studio' ? groups.find((group) => group.id === 'studio') : undefined;
  return studio ?? (path ? groupOfPath(path, groups) : undefined) ?? groups.find((group) => group.default) ?? groups[0];
}

/** spec §2: the Billing label appends ' | {balance} credits', the Profile label ' | {plan}'. */
export function itemLabel(entry: NavItem, account?: { accountBalance?: number; plan?: string }): string {
  if (entry.link === '/billing' && account?.accountBalance !== undefined) {
    return `${entry.label} | ${formatCredits(account.accountBalance)}`;
  }
  if (entry.link === '/profile' && account?.plan) return `${entry.label} | ${account.plan}`;
  return entry.label;
}

/** The owner of a route (a page of the marketing site or of the studio); '/' and unknown paths are home. */
export function ownerOfPath(path: string): RouteOwner {
  const route = normalisePath(path);
  for (const group of navigationGroups) {
    for (const entry of group.items) {
      if (route === entry.link || route.startsWith(`${entry.link}/`)) return entry.owner;
    }
  }
  return route === '/linkedin-auth' ? 'studio' : 'marketing';
}
