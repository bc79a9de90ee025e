/** Where the Digital Advisor widget comes from and whom it answers for (`ADVISOR_*` at build time). */
export interface AdvisorConfig {
  /** The widget's script, on the advisor's own host. */
  scriptUrl: string;
  /** The widget's stylesheet, on the advisor's own host. */
  stylesheetUrl: string;
  /** The public key that identifies Taskwell to the advisor service. */
  publicKey: string;
  /** The advisor task that answers the questions. */
  taskId: string;
}

/** What the widget's script defines on `window`. */
export interface AdvisorGlobal {
  /** Draws the widget into `element` and returns a handle to ask it questions. */
  mount(element: HTMLElement, options: { publicKey: string; taskId: string }): AdvisorWidget;
}

/** The mounted widget. */
export interface AdvisorWidget {
  /** Asks the advisor a question; the widget shows the answer itself. */
  search(question: string): void;
}

declare global {
  interface Window {
    /** Defined by the Digital Advisor's script once it has run. */
    TaskwellAdvisor?: AdvisorGlobal;
  }
}

/** Options of {@link loadAdvisor}. */
export interface LoadAdvisorOptions {
  /** Where the widget's files come from, and its key and task. */
  config: AdvisorConfig;
  /** The element the widget draws itself into. */
  container: HTMLElement;
  /** Where the `<link>` and `<script>` go: the document's `<head>` unless given. */
  head?: ParentNode;
  /** How long the two files may take before the attempt counts as failed (default 15 s). */
  timeoutMs?: number;
}

function attach(head: ParentNode, element: HTMLLinkElement | HTMLScriptElement, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`the advisor ${what} did not load`)), { once: true });
    head.append(element);
  });
}

/**
 * Adds the widget's stylesheet and script to the page and mounts the widget into `container` with
 * the public key and task id. Rejects when either file fails or takes longer than `timeoutMs`, or
 * when the script does not define the widget; the elements it added are then removed, so a later
 * attempt starts clean.
 */
export async function loadAdvisor({
  config,
  container,
  head = document.head,
  timeoutMs = 15_000,
}: LoadAdvisorOptions): Promise<AdvisorWidget> {
  const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: config.stylesheetUrl });
  const script = Object.assign(document.createElement('script'), { src: config.scriptUrl, async: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A host that accepts the connection and never answers fires neither load nor error.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the advisor did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      Promise.all([attach(head, stylesheet, 'stylesheet'), attach(head, script, 'script')]),
      timeout,
    ]);
    const advisor = window.TaskwellAdvisor;
    if (!advisor) throw new Error('the advisor script did not define window.TaskwellAdvisor');
    return advisor.mount(container, { publicKey: config.publicKey, taskId: config.taskId });
  } catch (error) {
    stylesheet.remove();
    script.remove();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
