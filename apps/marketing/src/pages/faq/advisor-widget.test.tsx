import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdvisorWidget } from './advisor-widget.tsx';
import { type AdvisorConfig, loadAdvisor, type AdvisorWidget as Widget } from './load-advisor.ts';

// The loader itself is specified in load-advisor.test.ts; here it is replaced so that each test
// decides when and how the widget's files "arrive".
vi.mock('./load-advisor.ts', () => ({ loadAdvisor: vi.fn() }));
const load = vi.mocked(loadAdvisor);

const config: AdvisorConfig = {
  scriptUrl: 'https://advisor.example.test/widget.js',
  stylesheetUrl: 'https://advisor.example.test/widget.css',
  publicKey: 'public-key-1',
  taskId: 'faq-task',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Your question' }), question);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  load.mockReset();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('AdvisorWidget', () => {
  it('should offer a question field and a Search button, and load nothing before a search', () => {
    render(<AdvisorWidget config={config} />);

    expect(screen.getByRole('heading', { name: 'Ask the Taskwell Digital Advisor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(load).not.toHaveBeenCalled();
  });

  describe('given a first search', () => {
    it('should show the loader while the widget loads, then hand it the question', async () => {
      const arrival = deferred<Widget>();
      load.mockReturnValue(arrival.promise);
      const widget = { search: vi.fn() };
      render(<AdvisorWidget config={config} />);

      await ask('  Which plan has voice-overs?  ');

      expect(screen.getByRole('status')).toHaveTextContent('Loading the Digital Advisor');
      expect(load).toHaveBeenCalledWith({ config, container: expect.any(HTMLDivElement) });
      arrival.resolve(widget);
      await vi.waitFor(() => expect(widget.search).toHaveBeenCalledWith('Which plan has voice-overs?'));
      expect(screen.queryByText('Loading the Digital Advisor')).toBeNull();
    });
  });

  describe('given the widget has loaded', () => {
    it('should ask the same widget again without loading it a second time', async () => {
      const widget = { search: vi.fn() };
      load.mockResolvedValue(widget);
      render(<AdvisorWidget config={config} />);

      const user = await ask('Credits');
      await vi.waitFor(() => expect(widget.search).toHaveBeenCalledTimes(1));
      await user.clear(screen.getByRole('searchbox', { name: 'Your question' }));
      await ask('Refunds');

      await vi.waitFor(() => expect(widget.search).toHaveBeenLastCalledWith('Refunds'));
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('given the widget cannot be loaded (spec §8)', () => {
    it('should log the failure, dismiss the loader, say so and keep the question', async () => {
      load.mockRejectedValue(new Error('the advisor script did not load'));
      render(<AdvisorWidget config={config} />);

      await ask('Can I pause a task?');

      expect(await screen.findByRole('status')).toHaveTextContent('The Digital Advisor is not available right now');
      expect(screen.queryByText('Loading the Digital Advisor')).toBeNull();
      expect(warn).toHaveBeenCalledWith('The Digital Advisor could not be loaded:', expect.any(Error));
      expect(screen.getByRole('searchbox', { name: 'Your question' })).toHaveValue('Can I pause a task?');
    });

    it('should try again on the next search', async () => {
      const widget = { search: vi.fn() };
      load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(widget);
      render(<AdvisorWidget config={config} />);

      await ask('Refunds');
      await screen.findByText('The Digital Advisor is not available right now');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));

      await vi.waitFor(() => expect(widget.search).toHaveBeenCalledWith('Refunds'));
      expect(screen.queryByText('The Digital Advisor is not available right now')).toBeNull();
    });
  });

  describe('given a blank question', () => {
    it('should not load the widget', async () => {
      render(<AdvisorWidget config={config} />);

      await ask('   ');

      expect(load).not.toHaveBeenCalled();
    });
  });
});
