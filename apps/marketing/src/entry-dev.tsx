// The development server's entry. It serves index.html at every address, so this picks the page's
// own entry by the path. A built page never loads it: the prerender names the page's entry instead.
import { routeFor } from './site-routes.ts';

const route = routeFor(window.location.pathname);
if (route.redirectTo) {
  window.location.replace(route.redirectTo);
} else {
  await import(/* @vite-ignore */ `/${route.entry}`);
}
