import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdvisorConfig, loadAdvisor } from './load-advisor.ts';

const config: AdvisorConfig = {
  scriptUrl: 'https://advisor.example.test/widget.js',
  stylesheetUrl: 'https://advisor.example.test/widget.css',
  publicKey: 'public-key-1',
  taskId: 'faq-task',
};

// A detached stand-in for <head>: the test document never fetches what is put into it, so each
// test decides whether a file "loads" by firing the element's own load or error event.
function setUp() {
  const head = document.createElement('div');
  const container = document.createElement('div');
  const fire = (selector: 'script' | 'link', type: 'load' | 'error') => {
    const element = head.querySelector(selector);
    if (!element) throw new Error(`no ${selector} was added`);
    element.dispatchEvent(new Event(type));
  };
  return { head, container, fire };
}

afterEach(() => {
  delete window.TaskwellAdvisor;
  vi.useRealTimers();
});

describe('loadAdvisor', () => {
  describe('given both files load and the script defines the widget', () => {
    it('should add the configured stylesheet and script, and mount the widget with the key and task', async () => {
      const { head, container, fire } = setUp();
      const widget = { search: vi.fn() };
      const mount = vi.fn().mockReturnValue(widget);
      const loading = loadAdvisor({ config, container, head });

      expect(head.querySelector('link')).toHaveAttribute('href', config.stylesheetUrl);
      expect(head.querySelector('link')).toHaveAttribute('rel', 'stylesheet');
      expect(head.querySelector('script')).toHaveAttribute('src', config.scriptUrl);
      window.TaskwellAdvisor = { mount };
      fire('link', 'load');
      fire('script', 'load');

      await expect(loading).resolves.toBe(widget);
      expect(mount).toHaveBeenCalledWith(container, { publicKey: 'public-key-1', taskId: 'faq-task' });
      expect(head.children).toHaveLength(2);
    });
  });

  describe.each([
    { failing: 'script' as const, want: /script did not load/ },
    { failing: 'link' as const, want: /stylesheet did not load/ },
  ])('given the $failing fails to load', ({ failing, want }) => {
    it('should reject and take both elements out again', async () => {
      const { head, container, fire } = setUp();
      const loading = loadAdvisor({ config, container, head });
      fire(failing, 'error');

      await expect(loading).rejects.toThrow(want);
      expect(head.children).toHaveLength(0);
    });
  });

  describe('given the script loads but defines no widget', () => {
    it('should reject and take both elements out again', async () => {
      const { head, container, fire } = setUp();
      const loading = loadAdvisor({ config, container, head });
      fire('link', 'load');
      fire('script', 'load');

      await expect(loading).rejects.toThrow(/did not define window.TaskwellAdvisor/);
      expect(head.children).toHaveLength(0);
    });
  });

  describe('given a host that never answers', () => {
    it('should give up after the timeout', async () => {
      vi.useFakeTimers();
      const { head, container } = setUp();
      const loading = loadAdvisor({ config, container, head, timeoutMs: 5_000 });
      const outcome = expect(loading).rejects.toThrow(/within 5000 ms/);

      await vi.advanceTimersByTimeAsync(5_000);
      await outcome;
      expect(head.children).toHaveLength(0);
    });
  });
});
