import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './sign-in-form.tsx';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: {
    mode: 'login',
    step: 'email',
    senderAddress: 'verify@taskwell.dev',
    onModeChange: fn(),
    onRequestPin: fn(),
    onVerify: fn(),
    onResend: fn(),
    onChangeEmail: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@taskwell.dev');
    await userEvent.click(canvas.getByRole('button', { name: 'Validate email with OTP' }));
    await expect(args.onRequestPin).toHaveBeenCalledWith({
      email: 'ada@taskwell.dev',
      firstName: '',
      lastName: '',
      company: '',
    });
  },
};

export const SignUpEmail: Story = {
  args: { mode: 'signup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@taskwell.dev');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Validate email with OTP' }));
    await expect(args.onRequestPin).toHaveBeenCalledWith({
      email: 'ada@taskwell.dev',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('login');
  },
};

export const SignUpFieldErrors: Story = {
  args: {
    mode: 'signup',
    details: { email: 'ada@', firstName: '' },
    fieldErrors: { email: 'Please enter a valid e-mail address.', firstName: 'Please enter your first name.' },
  },
};

export const PinStep: Story = {
  args: { step: 'pin', details: { email: 'ada@taskwell.dev' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }));
    await userEvent.keyboard('12345');
    await expect(verify).toBeDisabled();
    await userEvent.keyboard('6');
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await expect(verify).toBeEnabled();
  },
};

export const PinPasteRejectsLetters: Story = {
  args: { step: 'pin', details: { email: 'ada@taskwell.dev' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }));
    await userEvent.paste('12a456');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.paste('654321');
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

export const Processing: Story = {
  args: { step: 'pin', details: { email: 'ada@taskwell.dev' }, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Processing\.\.\./ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const InvalidPin: Story = {
  args: { step: 'pin', details: { email: 'ada@taskwell.dev' }, pinError: 'Invalid Pin', pinErrorKey: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid Pin (resend)');
    await userEvent.click(canvas.getByRole('button', { name: '(resend)' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const RetypeAfterInvalidPin: Story = {
  args: { step: 'pin', details: { email: 'ada@taskwell.dev' }, pinError: 'Invalid Pin', pinErrorKey: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'One Time Pin digit 1 of 6' }));
    await userEvent.keyboard('246810');
    await expect(args.onVerify).toHaveBeenCalledWith('246810');
  },
};

export const PinExpired: Story = {
  args: {
    step: 'pin',
    details: { email: 'ada@taskwell.dev' },
    pinError: 'This PIN has expired. Ask for a new one:',
    pinErrorKey: 2,
  },
};

export const RateLimited: Story = {
  args: {
    details: { email: 'ada@taskwell.dev' },
    error: 'A PIN was sent to this address a moment ago. You can ask for a new one in 1 minute.',
  },
};

export const SessionEnded: Story = {
  args: { notice: 'Your session ended, sign in again.' },
};

export const Light: Story = { globals: { theme: 'light' }, args: { mode: 'signup' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { mode: 'signup', step: 'pin', details: { email: 'ada@taskwell.dev', firstName: 'Ada', lastName: 'Lovelace' } },
};
