import * as styles from './home-page.css.ts';

/** The public home page: what Taskwell is, and the way into the studio. */
export function HomePage() {
  return (
    <div className={styles.main}>
      <h1 className={styles.title}>Taskwell</h1>
      <p className={styles.lead}>
        AI that does the work you describe, without writing a line of code. Taskwell turns everyday business jobs into
        ready-made tasks: pick one, fill in a short form, and get text, images or audio back in minutes.
      </p>
      <p className={styles.body}>
        Each task chains AI models with ordinary services, so a market summary, a product description or a voice-over
        arrives checked and ready to use. You see the price in credits before you run it, and you can copy, download and
        rate every result.
      </p>
    </div>
  );
}
