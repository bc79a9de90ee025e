// What the browser needs to know about the site's addresses, without the route table: each page's
// code is its own entry (`pages/<page>/entry-client.ts`), so no page ever loads the others' list.

/** The pages of the public navigation this site builds (spec §2); `/` and `/home` are the same page. */
export const pagePaths: readonly string[] = [
  '/',
  '/home',
  '/our-team',
  '/feature-and-benefits',
  '/intelligence-consulting',
  '/pricing',
  '/faq',
  '/contact-us',
  '/privacy-policy',
  '/news',
  '/demos',
];

/** spec §2: an item of these lists lives at `{list}/{assetId}`, and an unknown id goes to the list. */
export const itemLists: readonly string[] = ['/news', '/demos'];

/** The address without trailing slashes (`/news/` is `/news`); `/` stays. */
export function barePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The list an item address belongs to (`/news/999` -> `/news`), or undefined for any other address. */
export function listOfItem(path: string): string | undefined {
  const bare = barePath(path);
  return itemLists.find((list) => bare.startsWith(`${list}/`));
}

/** The navigation item a page marks as current: the home page is `/home` (spec §2), others their path. */
export function navPathOf(path: string): string {
  const bare = barePath(path);
  return bare === '/' ? '/home' : bare;
}
