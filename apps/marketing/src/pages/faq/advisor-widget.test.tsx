import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountedAdvisor as Widget } from '../../advisor-widget/mount-advisor.ts';
import { AdvisorWidget } from './advisor-widget.tsx';
import { type AdvisorConfig, loadAdvisor } from './load-advisor.ts';

// The loader itself is specified in load-advisor.test.ts; here it is replaced so that each test
// decides when and how the widget's files "arrive".
vi.mock('./load-advisor.ts', () => ({ loadAdvisor: vi.fn() }));
const load = vi.mocked(loadAdvisor);

const config: AdvisorConfig = {
  scriptUrl: '/advisor/widget.js',
  stylesheetUrl: '/advisor/widget.css',
  apiUrl: 'http://api.example.test',
  publicKey: 'tw_pk_public_key_one_for_tests',
  taskId: 'site-advisor',
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
    it('should show the loader while the widget loads, hand it the question, then give it the place', async () => {
      const arrival = deferred<Widget>();
      load.mockReturnValue(arrival.promise);
      render(<AdvisorWidget config={config} />);

      await ask('  Which plan has voice-overs?  ');

      expect(screen.getByRole('status')).toHaveTextContent('Loading the Digital Advisor');
      expect(load).toHaveBeenCalledWith({
        config,
        container: expect.any(HTMLDivElement),
        question: 'Which plan has voice-overs?',
      });
      arrival.resolve({ search: vi.fn(), unmount: vi.fn() });
      // The widget draws its own field and button: the page's give way.
      await vi.waitFor(() => expect(screen.queryByRole('searchbox', { name: 'Your question' })).toBeNull());
      expect(screen.queryByText('Loading the Digital Advisor')).toBeNull();
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
      load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ search: vi.fn(), unmount: vi.fn() });
      render(<AdvisorWidget config={config} />);

      await ask('Refunds');
      await screen.findByText('The Digital Advisor is not available right now');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));

      await vi.waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ question: 'Refunds' })));
      await vi.waitFor(() => expect(screen.queryByText('The Digital Advisor is not available right now')).toBeNull());
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
