import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MarkdownView } from '../markdown-view/markdown-view.tsx';
import { TextCheckBadge } from './text-check.tsx';

const meta = {
  title: 'Content/Text check',
  component: TextCheckBadge,
  args: { state: 'checked', findings: 0 },
} satisfies Meta<typeof TextCheckBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFindings: Story = {};
export const TwoFindings: Story = { args: { findings: 2 } };
export const Checking: Story = { args: { state: 'checking' } };

const announcement =
  '## Home days\n\nFrom 1 March every employee can work from home two days a week. **The chairman** will answer questions on Friday.';
const start = announcement.indexOf('chairman');

/** A text with its finding marked: the phrase is a button, its explanation shows on focus, hover or tap. */
export const MarkedInText: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '36rem' }}>
      <div>
        <TextCheckBadge state="checked" findings={1} />
      </div>
      <MarkdownView
        markdown={announcement}
        findings={[
          {
            phrase: 'chairman',
            start,
            end: start + 'chairman'.length,
            why: 'It names a gender where the gender does not matter. A neutral word includes every reader.',
            suggestions: ['chair', 'head', 'chairperson'],
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'chairman' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Try: chair, head, chairperson');
  },
};
