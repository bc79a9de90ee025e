import type { MountedAdvisor } from '../../advisor-widget/mount-advisor.ts';

/** Where the Digital Advisor widget comes from and whom it answers for (`ADVISOR_*`, `API_URL` at build time). */
export interface AdvisorConfig {
  /** The widget's script (by default the site's own `advisor/widget.js`). */
  scriptUrl: string;
  /** The widget's stylesheet, which it loads inside its own shadow root. */
  stylesheetUrl: string;
  /** The API the widget asks. */
  apiUrl: string;
  /** The site's public key: bound to the advisor task and the site's origins, charged to the site's account. */
  publicKey: string;
  /** The advisor task that answers the questions. */
  taskId: string;
}

/** Options of {@link loadAdvisor}. */
export interface LoadAdvisorOptions {
  /** Where the widget's files come from, and its key and task. */
  config: AdvisorConfig;
  /** The element the widget draws itself into. */
  container: HTMLElement;
  /** The question the visitor asked before the widget was there: the widget asks it at once. */
  question: string;
  /** Where the `<script>` goes: the document's `<head>` unless given. */
  head?: ParentNode;
  /** How long the script may take before the attempt counts as failed (default 15 s). */
  timeoutMs?: number;
}

/**
 * Adds the widget's script to the page and mounts the widget into `container` with the public
 * key, the task and the visitor's first question. Rejects when the script fails, takes longer than
 * `timeoutMs`, or does not define the widget; the script element is then removed, so a later
 * attempt starts clean.
 */
export async function loadAdvisor({
  config,
  container,
  question,
  head = document.head,
  timeoutMs = 15_000,
}: LoadAdvisorOptions): Promise<MountedAdvisor> {
  const script = Object.assign(document.createElement('script'), { src: config.scriptUrl, async: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A host that accepts the connection and never answers fires neither load nor error.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the advisor did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('the advisor script did not load')), { once: true });
  });
  head.append(script);
  try {
    await Promise.race([loaded, timeout]);
    const advisor = window.TaskwellAdvisor;
    if (!advisor) throw new Error('the advisor script did not define window.TaskwellAdvisor');
    return advisor.mount(container, {
      apiUrl: config.apiUrl,
      publicKey: config.publicKey,
      taskId: config.taskId,
      stylesheetUrl: config.stylesheetUrl,
      question,
    });
  } catch (error) {
    script.remove();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
