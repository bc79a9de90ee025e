import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactUsPage } from './contact-us-page.tsx';
import { sendMessage } from './send-message.ts';

// The sending itself is specified in send-message.test.ts; here each test decides its outcome.
vi.mock('./send-message.ts', () => ({ sendMessage: vi.fn() }));
const send = vi.mocked(sendMessage);

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Tell me about Enterprise.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactUsPage (spec §2 contact)', () => {
  it('should list the ways to reach us, each with an icon, and promise a reply within 24 hours', () => {
    render(<ContactUsPage />);

    const items = within(screen.getByRole('list', { name: 'Ways to reach us' })).getAllByRole('article');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'hello@taskwell.example' })).toHaveAttribute(
      'href',
      'mailto:hello@taskwell.example',
    );
    expect(screen.getByRole('heading', { name: 'A reply within 24 hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should ask for email, name and a message of at least 8 rows, all required', () => {
    render(<ContactUsPage />);

    for (const name of ['Email', 'Name', 'Message']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
  });

  it('given the message is sent, should say so and clear the fields (spec §8)', async () => {
    send.mockResolvedValueOnce(undefined);
    render(<ContactUsPage />);

    await fillAndSend();

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    for (const name of ['Email', 'Name', 'Message']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(send).toHaveBeenCalledWith(expect.anything(), {
      email: 'ada@example.com',
      name: 'Ada',
      message: 'Tell me about Enterprise.',
    });
  });

  it('given sending fails, should say so and keep what was typed (spec §8)', async () => {
    send.mockRejectedValueOnce(new Error('The sending service answered 500.'));
    render(<ContactUsPage />);

    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Tell me about Enterprise.');
  });
});
