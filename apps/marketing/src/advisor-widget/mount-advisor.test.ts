// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdvisorError, askAdvisor } from './ask-advisor.ts';
import { mountAdvisor } from './mount-advisor.ts';

vi.mock('./ask-advisor.ts', async (original) => ({ ...(await original<object>()), askAdvisor: vi.fn() }));
const ask = vi.mocked(askAdvisor);
const options = {
  apiUrl: 'http://api.test',
  publicKey: 'tw_pk_site_key_for_tests',
  taskId: 'site-advisor',
  stylesheetUrl: '/advisor/widget.css',
};

afterEach(() => {
  ask.mockReset();
  document.body.replaceChildren();
});

function mounted(extra: { question?: string } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const widget = mountAdvisor(host, { ...options, ...extra });
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, widget, find: (selector: string) => root.querySelector(selector) };
}

describe('the Digital Advisor widget', () => {
  it('should draw its field, Search button and stylesheet inside its own shadow root only', () => {
    const { host, root, find } = mounted();
    expect(root.mode).toBe('open');
    expect(find('link')?.getAttribute('href')).toBe('/advisor/widget.css');
    expect(find('label')?.textContent).toBe('Your question');
    expect((find('input') as HTMLInputElement).id).toBe(find('label')?.getAttribute('for'));
    expect(find('button')?.textContent).toBe('Search');
    expect(host.children).toHaveLength(0);
    expect(document.head.querySelector('link[href="/advisor/widget.css"]')).toBeNull();
  });

  it('given a first question, should ask it at once and show the answer as markdown', async () => {
    ask.mockResolvedValue('**What are credits?**\n\nCredits pay for runs.');
    const { find } = mounted({ question: 'How do credits work?' });
    expect(ask).toHaveBeenCalledWith(
      expect.objectContaining({ publicKey: options.publicKey, taskId: 'site-advisor' }),
      'How do credits work?',
      expect.any(AbortSignal),
    );
    expect(find('[role="status"]')?.textContent).toBe('Searching…');
    expect((find('button') as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect(find('.answer strong')?.textContent).toBe('What are credits?'));
    expect(find('[role="status"]')?.textContent).toBe('');
    expect((find('button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('should ask what the visitor types when they press Search (Enter submits the form too)', async () => {
    ask.mockResolvedValue('An answer.');
    const { find } = mounted();
    (find('input') as HTMLInputElement).value = '  Can I pay yearly?  ';
    (find('form') as HTMLFormElement).requestSubmit();
    await vi.waitFor(() => expect(find('.answer')?.textContent).toBe('An answer.'));
    expect(ask).toHaveBeenCalledWith(expect.anything(), 'Can I pay yearly?', expect.any(AbortSignal));
  });

  it('given the advisor refuses, should show why and keep the question', async () => {
    ask.mockRejectedValue(new AdvisorError('Too many questions for now. Please try again in 30 seconds.'));
    const { find } = mounted({ question: 'Refunds?' });
    await vi.waitFor(() =>
      expect(find('[role="status"]')?.textContent).toBe('Too many questions for now. Please try again in 30 seconds.'),
    );
    expect(find('[role="status"]')?.className).toContain('error');
    expect((find('input') as HTMLInputElement).value).toBe('Refunds?');
  });

  it('given a question asked while another is on its way, should show only the later answer', async () => {
    let first: (value: string) => void = () => undefined;
    ask.mockImplementationOnce(() => new Promise((resolve) => (first = resolve))).mockResolvedValueOnce('Second.');
    const { widget, find } = mounted({ question: 'First?' });
    widget.search('Second?');
    await vi.waitFor(() => expect(find('.answer')?.textContent).toBe('Second.'));
    first('First.');
    await Promise.resolve();
    expect(find('.answer')?.textContent).toBe('Second.');
  });
});
