import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdvisorConfig, loadAdvisor } from './load-advisor.ts';

const config: AdvisorConfig = {
  scriptUrl: '/advisor/widget.js',
  stylesheetUrl: '/advisor/widget.css',
  apiUrl: 'http://api.example.test',
  publicKey: 'tw_pk_public_key_one_for_tests',
  taskId: 'site-advisor',
};

// A detached stand-in for <head>: the test document never fetches what is put into it, so each
// test decides whether the script "loads" by firing the element's own load or error event.
function setUp() {
  const head = document.createElement('div');
  const container = document.createElement('div');
  const fire = (type: 'load' | 'error') => {
    const element = head.querySelector('script');
    if (!element) throw new Error('no script was added');
    element.dispatchEvent(new Event(type));
  };
  return { head, container, fire };
}

afterEach(() => {
  delete window.TaskwellAdvisor;
  vi.useRealTimers();
});

describe('loadAdvisor', () => {
  describe('given the script loads and defines the widget', () => {
    it('should add only the script, and mount the widget with the API, key, task, stylesheet and question', async () => {
      const { head, container, fire } = setUp();
      const widget = { search: vi.fn(), unmount: vi.fn() };
      const mount = vi.fn().mockReturnValue(widget);
      const loading = loadAdvisor({ config, container, head, question: 'How do credits work?' });

      expect(head.querySelector('script')).toHaveAttribute('src', config.scriptUrl);
      // The stylesheet belongs inside the widget's shadow root, never in the page's head.
      expect(head.querySelector('link')).toBeNull();
      window.TaskwellAdvisor = { mount };
      fire('load');

      await expect(loading).resolves.toBe(widget);
      expect(mount).toHaveBeenCalledWith(container, {
        apiUrl: 'http://api.example.test',
        publicKey: 'tw_pk_public_key_one_for_tests',
        taskId: 'site-advisor',
        stylesheetUrl: '/advisor/widget.css',
        question: 'How do credits work?',
      });
    });
  });

  describe('given the script fails to load', () => {
    it('should reject and take the script out again', async () => {
      const { head, container, fire } = setUp();
      const loading = loadAdvisor({ config, container, head, question: 'x' });
      fire('error');

      await expect(loading).rejects.toThrow(/script did not load/);
      expect(head.children).toHaveLength(0);
    });
  });

  describe('given the script loads but defines no widget', () => {
    it('should reject and take the script out again', async () => {
      const { head, container, fire } = setUp();
      const loading = loadAdvisor({ config, container, head, question: 'x' });
      fire('load');

      await expect(loading).rejects.toThrow(/did not define window.TaskwellAdvisor/);
      expect(head.children).toHaveLength(0);
    });
  });

  describe('given a host that never answers', () => {
    it('should give up after the timeout', async () => {
      vi.useFakeTimers();
      const { head, container } = setUp();
      const loading = loadAdvisor({ config, container, head, question: 'x', timeoutMs: 5_000 });
      const outcome = expect(loading).rejects.toThrow(/within 5000 ms/);

      await vi.advanceTimersByTimeAsync(5_000);
      await outcome;
      expect(head.children).toHaveLength(0);
    });
  });
});
