export { TeamPage } from './team-page.tsx';
