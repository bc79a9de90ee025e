import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea, TextInput } from './text-input.tsx';

const meta = { title: 'Forms/TextInput', component: TextInput, args: { label: 'First Name' } } satisfies Meta<
  typeof TextInput
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ReadOnly: Story = {
  args: {
    label: 'Email',
    value: 'ada@taskwell.dev',
    readOnly: true,
    description: "This field can't be changed due to security policy.",
  },
};
export const WithError: Story = { args: { error: 'Please enter your first name.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Light: Story = { globals: { theme: 'light' } };
export const MessageArea: StoryObj<typeof Textarea> = {
  render: () => <Textarea label="Message" minRows={8} required />,
};
