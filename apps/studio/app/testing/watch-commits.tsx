import { useActionData } from '@remix-run/react';
import { fireEvent } from '@testing-library/dom';
import { type ComponentType, Profiler } from 'react';

/** What a look at one commit is given: the route's action data as that render read it. */
export interface Commit {
  actionData: unknown;
}

/**
 * A route's page whose commits a test can look at. A look runs in the commit (a Profiler's
 * `onRender`), once React has changed the document and before the commit's effects run: it sees the page as a user first sees
 * it, and what it types lands where a user's keystroke lands before any effect. `findBy…` and
 * `waitFor` see the page only later, after effects that ran in the same task, so a state an
 * effect puts right a moment after the render escapes them; on a busy machine a user's keystroke
 * does not.
 */
export function watchCommits(Page: ComponentType) {
  const looks = new Set<(commit: Commit) => void>();
  function Watched() {
    const actionData = useActionData();
    return (
      <Profiler
        id="watched-page"
        onRender={() => {
          for (const look of looks) look({ actionData });
        }}
      >
        <Page />
      </Profiler>
    );
  }
  return {
    /** The page, to render as the route's component. */
    Page: Watched,
    /**
     * Runs `look` once, in the first commit from now on in which `when` holds, and gives what it
     * returned; undefined until then.
     */
    atFirstCommit<T>(when: (commit: Commit) => boolean, look: () => T): { seen?: { value: T } } {
      const result: { seen?: { value: T } } = {};
      const once = (commit: Commit) => {
        if (!when(commit)) return;
        looks.delete(once);
        result.seen = { value: look() };
      };
      looks.add(once);
      return result;
    },
  };
}

/**
 * Puts `text` into `field` at once, as a quick user's keystrokes do, in a look at a commit (where
 * Testing Library's user cannot type: it waits between keys). The field holds it from this moment;
 * the input event follows once the commit is over: a handler that sets state in the middle of a
 * commit makes React throw.
 */
export function typeAtOnce(field: HTMLElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) throw new Error('typeAtOnce: the element has no value to type into');
  // The prototype's setter, as a browser's typing: React sees the change when the event comes.
  setValue.call(field, text);
  queueMicrotask(() => fireEvent.input(field));
}

/**
 * Chooses `files` in a file field at once, as a quick user does, in a look at a commit. The field
 * holds them from this moment; the change event follows once the commit is over.
 */
export function chooseAtOnce(field: HTMLInputElement, files: File[]): void {
  Object.defineProperty(field, 'files', { configurable: true, value: files });
  queueMicrotask(() => fireEvent.change(field));
}
