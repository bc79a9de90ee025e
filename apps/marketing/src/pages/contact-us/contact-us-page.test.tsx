import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './contact-config.ts';
import { ContactUsPage } from './contact-us-page.tsx';

// The sending itself is specified in api-sender.test.ts and email-service-sender.test.ts; here each
// test decides its outcome.
vi.mock('./contact-config.ts', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

const typed = { email: 'ada@example.com', name: 'Ada', message: 'Tell me about Enterprise.' };

async function fillAndSend(fields: Partial<typeof typed> = {}) {
  const user = userEvent.setup();
  const values = { ...typed, ...fields };
  for (const [name, value] of [
    ['Email', values.email],
    ['Name', values.name],
    ['Message', values.message],
  ] as const) {
    const box = screen.getByRole('textbox', { name });
    await user.clear(box);
    if (value) await user.type(box, value);
  }
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('ContactUsPage (spec §2 contact)', () => {
  it('should list the ways to reach us, each with an icon, and promise a reply within 24 hours', () => {
    render(<ContactUsPage />);

    const items = within(screen.getByRole('list', { name: 'Ways to reach us' })).getAllByRole('article');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'hello@taskwell.dev' })).toHaveAttribute(
      'href',
      'mailto:hello@taskwell.dev',
    );
    expect(screen.getByRole('heading', { name: 'A reply within 24 hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should ask for email, name and a message of at least 8 rows, all required', () => {
    render(<ContactUsPage />);

    for (const name of ['Email', 'Name', 'Message']) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
  });

  it('should hide the honeypot field from people, the keyboard and assistive technology', () => {
    const { container } = render(<ContactUsPage />);

    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given the message is sent, should say so and clear the fields (spec §8)', async () => {
    send.mockResolvedValueOnce({ kind: 'sent' });
    render(<ContactUsPage />);

    await fillAndSend({ email: ' ada@example.com ' });

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    for (const name of ['Email', 'Name', 'Message']) expect(screen.getByRole('textbox', { name })).toHaveValue('');
    expect(send).toHaveBeenCalledWith({ ...typed, website: '' });
  });

  it('given sending fails, should say so and keep what was typed (spec §8)', async () => {
    send.mockResolvedValueOnce({ kind: 'failed' });
    render(<ContactUsPage />);

    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Tell me about Enterprise.');
  });

  it('given a field breaks a rule, should say so under it, take the visitor there, and send nothing', async () => {
    send.mockClear();
    render(<ContactUsPage />);

    await fillAndSend({ email: 'ada', name: '' });

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, such as name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter your name.');
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to send message. Please try again later.')).toBeNull();
  });

  it('given the API turns a field down, should show its words under that field and keep what was typed', async () => {
    send.mockResolvedValueOnce({
      kind: 'refused',
      message: 'Your name is too long.',
      fields: { name: 'Your name is too long.' },
    });
    render(<ContactUsPage />);

    const user = await fillAndSend();

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Your name is too long.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Your name is too long.');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Ada');
    // Changing the field answers its problem.
    await user.type(name, ' L.');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('given the API refuses for too many messages, should show its words, not the failure text, and keep the input', async () => {
    const words = 'Too many messages in a short time: at most 5 in a minute. Please try again in 42 seconds.';
    send.mockResolvedValueOnce({ kind: 'refused', message: words, fields: {} });
    render(<ContactUsPage />);

    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByText('Failed to send message. Please try again later.')).toBeNull();
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Tell me about Enterprise.');
  });
});
