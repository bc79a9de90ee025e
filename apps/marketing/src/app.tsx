import { HomePage } from './pages/home/index.ts';
import { buildYear, studioUrl } from './site-config.ts';

/** The page the prerender writes and the browser hydrates; both must render the same tree. */
export function App() {
  return <HomePage studioUrl={studioUrl} renderedYear={buildYear} />;
}
