import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StartedBy } from './started-by.tsx';

const meta = {
  title: 'Data display/StartedBy',
  component: StartedBy,
  args: { name: 'Monday competitor brief', href: '/automations#automation-1' },
} satisfies Meta<typeof StartedBy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Monday competitor brief' });
    await expect(link).toHaveAttribute('href', '/automations#automation-1');
    await expect(canvasElement).toHaveTextContent('Started by automation Monday competitor brief');
  },
};

export const LongNameOnAPhone: Story = {
  args: { name: 'The weekly summary of every contract the legal team dropped into the shared folder' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div') as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(358);
  },
};
