import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarkdownView } from './markdown-view.tsx';
import { xssCorpus } from './xss-corpus.ts';

declare global {
  interface Window {
    __xssFired?: number;
  }
}

const meta = {
  title: 'Content/MarkdownView',
  component: MarkdownView,
  args: {
    markdown: [
      '## Quarterly summary',
      '',
      'Revenue grew **12 %** on the year, led by the *enterprise* plan.',
      '',
      '1. New customers: 48',
      '2. Churn: 1.9 %',
      '',
      'Read the [full report](https://example.com/report).',
    ].join('\n'),
  },
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'error' } };

/** Every payload rendered in a real browser: none may run, not even after the links are clicked. */
export const XssCorpus: Story = {
  args: { markdown: xssCorpus.join('\n\n') },
  play: async ({ canvasElement }) => {
    window.__xssFired = undefined;
    const canvas = within(canvasElement);
    for (const link of canvas.queryAllByRole('link')) {
      link.removeAttribute('target');
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__xssFired).toBeUndefined();
    await expect(canvasElement.querySelectorAll('script, iframe, object, embed, svg')).toHaveLength(0);
  },
};
