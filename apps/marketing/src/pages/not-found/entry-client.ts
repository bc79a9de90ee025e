// The browser's entry of 404.html, which a static host serves at every address it has no page for.
import { hydratePage } from '../../hydrate-page.tsx';
import { listOfItem } from '../../site-paths.ts';
import { NotFoundPage } from './not-found-page.tsx';

// spec §2: an unknown news or demo id goes to its list. A host that applies the site's redirect
// rules never serves this page there; on one that does not, the visitor still ends up on the list.
const list = listOfItem(window.location.pathname);
if (list) {
  window.location.replace(list);
} else {
  hydratePage(NotFoundPage);
}
