import { AdvisorError, askAdvisor } from './ask-advisor.ts';
import './widget.css';
import { renderMarkdown } from './render-markdown.ts';

// Taskwell's Digital Advisor as a script any site can embed (spec §2 FAQ, §7: a script and a
// stylesheet, initialised with a public key and a task id). Everything it draws lives in a shadow
// root with its own stylesheet, so its styles never reach the host page, nor the page's its own.

/** How a site mounts the advisor. */
export interface AdvisorMountOptions {
  /** The API's origin. */
  apiUrl: string;
  /** The site's public key (`tw_pk_...`), bound to the task and the site's origins. */
  publicKey: string;
  /** The advisor task. */
  taskId: string;
  /** The widget's stylesheet; default: beside the script (`widget.js` -> `widget.css`). */
  stylesheetUrl?: string;
  /** A first question, asked at once (the host page took it before the widget had loaded). */
  question?: string;
  /** The name of the task's question parameter (default `question`). */
  parameter?: string;
}

/** The mounted widget. */
export interface MountedAdvisor {
  /** Asks a question, as if the visitor had typed it and pressed Search. */
  search(question: string): void;
  /** Removes the widget. */
  unmount(): void;
}

/** What the script defines on `window`. */
export interface AdvisorGlobal {
  /** Draws the widget into `element`. */
  mount(element: HTMLElement, options: AdvisorMountOptions): MountedAdvisor;
}

declare global {
  interface Window {
    /** Defined by the Digital Advisor's script. */
    TaskwellAdvisor?: AdvisorGlobal;
  }
}

/** The longest question the widget sends (the advisor refuses longer ones). */
const maxQuestion = 500;

// The script's own address, read while it runs: its stylesheet sits beside it.
const scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

let instances = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  name: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(name), properties);
  made.append(...children);
  return made;
}

/** Draws the advisor into `host` and returns its handle. */
export function mountAdvisor(host: HTMLElement, options: AdvisorMountOptions): MountedAdvisor {
  instances += 1;
  const id = `taskwell-advisor-${instances}`;
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const stylesheet = element('link', {
    rel: 'stylesheet',
    href: options.stylesheetUrl ?? scriptUrl.replace(/\.js(?=$|[?#])/, '.css'),
  });
  const input = element('input', {
    type: 'search',
    id: `${id}-question`,
    name: 'question',
    required: true,
    maxLength: maxQuestion,
    autocomplete: 'off',
    placeholder: 'How do credits work?',
  });
  const button = element('button', { type: 'submit', className: 'search' }, document.createTextNode('Search'));
  const form = element(
    'form',
    { className: 'ask', role: 'search' },
    element('label', { htmlFor: input.id }, document.createTextNode('Your question')),
    element('div', { className: 'row' }, input, button),
  );
  const status = element('p', { className: 'status', role: 'status' });
  const answer = element('div', { className: 'answer', id: `${id}-answer` });
  const section = element('section', { className: 'advisor' }, form, status, answer);
  section.setAttribute('aria-label', 'Digital Advisor');
  answer.setAttribute('aria-live', 'polite');
  root.replaceChildren(stylesheet, section);

  let asking: AbortController | undefined;
  // One visitor per widget on the page: its runs are its own to read.
  const visitorToken = crypto.randomUUID();
  const ask = async (question: string) => {
    asking?.abort();
    const current = new AbortController();
    asking = current;
    button.disabled = true;
    section.setAttribute('aria-busy', 'true');
    status.textContent = 'Searching…';
    status.className = 'status';
    answer.replaceChildren();
    try {
      const markdown = await askAdvisor(
        {
          apiUrl: options.apiUrl,
          publicKey: options.publicKey,
          taskId: options.taskId,
          parameter: options.parameter,
          visitorToken,
        },
        question,
        current.signal,
      );
      if (current !== asking) return;
      status.textContent = '';
      answer.replaceChildren(renderMarkdown(markdown, document, document.baseURI));
    } catch (error) {
      if (current !== asking) return;
      status.className = 'status error';
      status.textContent =
        error instanceof AdvisorError ? error.message : 'The Digital Advisor could not answer. Please try again.';
      // The host page logs resource failures (spec §8 "Widget resource failure: logged").
      if (!(error instanceof AdvisorError)) console.warn('The Digital Advisor failed:', error);
    } finally {
      if (current === asking) {
        button.disabled = false;
        section.removeAttribute('aria-busy');
      }
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const question = input.value.trim();
    if (question) void ask(question);
  });

  const search = (question: string) => {
    input.value = question.slice(0, maxQuestion);
    const trimmed = input.value.trim();
    if (trimmed) void ask(trimmed);
  };
  if (options.question) {
    search(options.question);
    input.focus();
  }
  return {
    search,
    unmount() {
      asking?.abort();
      root.replaceChildren();
    },
  };
}
