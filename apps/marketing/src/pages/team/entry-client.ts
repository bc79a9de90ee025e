// The browser's entry of the team page: hydrates what the prerender wrote.
import { hydratePage } from '../../hydrate-page.tsx';
import { TeamPage } from './team-page.tsx';

hydratePage(TeamPage);
