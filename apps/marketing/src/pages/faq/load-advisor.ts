/** Where the Digital Advisor widget comes from and whom it answers for (`ADVISOR_*` at build time). */
export interface AdvisorConfig {
  scriptUrl: string;
  stylesheetUrl: string;
  publicKey: string;
  taskId: string;
}

/** What the widget's script defines on `window`. */
export interface AdvisorGlobal {
  mount(element: HTMLElement, options: { publicKey: string; taskId: string }): AdvisorWidget;
}

export interface AdvisorWidget {
  search(question: string): void;
}

declare global {
  interface Window {
    TaskwellAdvisor?: AdvisorGlobal;
  }
}

function attach(element: HTMLLinkElement | HTMLScriptElement, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`the advisor ${what} did not load`)), { once: true });
    document.head.append(element);
  });
}

/**
 * Adds the widget's stylesheet and script to the page and mounts the widget into `container`.
 * Rejects when either file fails to load or the script does not define the widget; the elements
 * it added are removed again, so a later attempt starts clean.
 */
export async function loadAdvisor(config: AdvisorConfig, container: HTMLElement): Promise<AdvisorWidget> {
  const stylesheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: config.stylesheetUrl });
  const script = Object.assign(document.createElement('script'), { src: config.scriptUrl, async: true });
  try {
    await Promise.all([attach(stylesheet, 'stylesheet'), attach(script, 'script')]);
    const advisor = window.TaskwellAdvisor;
    if (!advisor) throw new Error('the advisor script did not define window.TaskwellAdvisor');
    return advisor.mount(container, { publicKey: config.publicKey, taskId: config.taskId });
  } catch (error) {
    stylesheet.remove();
    script.remove();
    throw error;
  }
}
