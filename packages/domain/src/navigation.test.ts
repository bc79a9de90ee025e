import { describe, expect, it } from 'vitest';
import {
  activeGroup,
  itemLabel,
  type NavGroup,
  navigationGroups,
  ownerOfPath,
  showsGroupSelector,
  visibleGroups,
} from './navigation.ts';

const links = (group: NavGroup | undefined) => group?.items.map((item) => item.link);

describe('visibleGroups (spec §2)', () => {
  it('should show a visitor the public group without disabled or private items', () => {
    const groups = visibleGroups({ signedIn: false });
    expect(groups.map((group) => group.id)).toEqual(['public']);
    expect(links(groups[0])).toEqual([
      '/home',
      '/our-team',
      '/feature-and-benefits',
      '/intelligence-consulting',
      '/pricing',
      '/faq',
      '/news',
      '/contact-us',
      '/privacy-policy',
      '/demos',
    ]);
  });

  it('should show a signed-in user My Studio with its enabled items', () => {
    const groups = visibleGroups({ signedIn: true });
    expect(groups.map((group) => group.id)).toEqual(['public', 'studio']);
    expect(links(groups[1])).toEqual([
      '/tasks',
      '/queue',
      '/automations',
      '/assets',
      '/knowledge',
      '/creator',
      '/ai-store',
      '/setting',
      '/profile',
      '/organization',
      '/billing',
    ]);
    expect(links(groups[0])).not.toContain('/investor-information');
  });

  it('should hide a disabled group', () => {
    const groups = navigationGroups.map((group) => (group.id === 'studio' ? { ...group, disabled: true } : group));
    expect(visibleGroups({ signedIn: true }, groups).map((group) => group.id)).toEqual(['public']);
  });
});

describe('showsGroupSelector', () => {
  it.each([
    { signedIn: false, want: false },
    { signedIn: true, want: true },
  ])('signed in $signedIn should be $want', ({ signedIn, want }) => {
    expect(showsGroupSelector(visibleGroups({ signedIn }))).toBe(want);
  });
});

describe('activeGroup', () => {
  const groups = visibleGroups({ signedIn: true });

  it.each([
    { path: undefined, want: 'public' },
    { path: '/tasks', want: 'studio' },
    { path: '/billing?session_id=cs_1', want: 'studio' },
    { path: '/news/123', want: 'public' },
    { path: '/unknown', want: 'public' },
    // Issue 39: the studio's own pages keep a signed-in user in My Studio.
    { path: '/organization', want: 'studio' },
    { path: '/organization/invitations/5b0c', want: 'studio' },
    { path: '/pricing', want: 'studio' },
    { path: '/pricing?auth=login', want: 'studio' },
  ])('on $path should be $want', ({ path, want }) => {
    expect(activeGroup(groups, path)?.id).toBe(want);
  });

  it.each([
    { path: '/pricing', want: 'public' },
    { path: '/organization', want: 'public' },
  ])('for a visitor, on $path should be $want (the only group they see)', ({ path, want }) => {
    expect(activeGroup(visibleGroups({ signedIn: false }), path)?.id).toBe(want);
  });

  it('should take the first group when none is flagged default', () => {
    const undefaulted = groups.map((group) => ({ ...group, default: false })).reverse();
    expect(activeGroup(undefaulted)?.id).toBe('studio');
  });
});

describe('itemLabel (spec §2)', () => {
  const [, studio] = navigationGroups;
  const item = (link: string) => {
    const found = studio?.items.find((entry) => entry.link === link);
    if (!found) throw new Error(link);
    return found;
  };

  it.each([
    { link: '/billing', account: { accountBalance: 1250, plan: 'Explorer' }, want: 'Billing | 1,250 credits' },
    // Issue 25: "1 credits".
    { link: '/billing', account: { accountBalance: 1, plan: 'Free' }, want: 'Billing | 1 credit' },
    { link: '/profile', account: { accountBalance: 1250, plan: 'Explorer' }, want: 'Profile | Explorer' },
    { link: '/tasks', account: { accountBalance: 1250, plan: 'Explorer' }, want: 'My Tasks' },
    { link: '/billing', account: undefined, want: 'Billing' },
  ])('$link with $account should read "$want"', ({ link, account, want }) => {
    expect(itemLabel(item(link), account)).toBe(want);
  });
});

describe('ownerOfPath', () => {
  it.each([
    { path: '/pricing', want: 'studio' },
    { path: '/news/124', want: 'marketing' },
    { path: '/tasks', want: 'studio' },
    { path: '/profile/', want: 'studio' },
    { path: '/knowledge/documents/5b0c', want: 'studio' },
    { path: '/organization/invitations/5b0c', want: 'studio' },
    { path: '/linkedin-auth', want: 'studio' },
    { path: '/', want: 'marketing' },
    { path: '/nowhere', want: 'marketing' },
  ])('$path should be served by $want', ({ path, want }) => {
    expect(ownerOfPath(path)).toBe(want);
  });
});
