import { AppShell } from '@taskwell/ui/app-shell';
import { Button } from '@taskwell/ui/button';
import * as styles from './home-page.css.ts';

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** The studio's address without a trailing slash; Sign Up and Login lead to its sign-in. */
  studioUrl: string;
  /** The year the page was rendered; the footer shows it until the browser reads its own clock. */
  renderedYear: number;
}

/** The public home page: what Taskwell is, and the way into the studio. */
export function HomePage({ studioUrl, renderedYear }: HomePageProps) {
  return (
    <AppShell
      logo={
        <a href="/" className={styles.logo}>
          Taskwell
        </a>
      }
      year={renderedYear}
      actions={
        <>
          <Button asChild size="sm">
            <a href={`${studioUrl}/?auth=signup`}>Sign Up</a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={`${studioUrl}/?auth=login`}>Login</a>
          </Button>
        </>
      }
    >
      <div className={styles.main}>
        <h1 className={styles.title}>Taskwell</h1>
        <p className={styles.lead}>
          AI that does the work you describe, without writing a line of code. Taskwell turns everyday business jobs into
          ready-made tasks: pick one, fill in a short form, and get text, images or audio back in minutes.
        </p>
        <p className={styles.body}>
          Each task chains AI models with ordinary services, so a market summary, a product description or a voice-over
          arrives checked and ready to use. You see the price in credits before you run it, and you can copy, download
          and rate every result.
        </p>
      </div>
    </AppShell>
  );
}
