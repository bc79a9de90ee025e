import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Card } from '@taskwell/ui/card';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { Anchor, Text, Title } from '@taskwell/ui/typography';
import { type FormEvent, useState } from 'react';
import { contactConfig } from '../../site-config.ts';
import { type ContactMessage, sendMessage } from './send-message.ts';

const empty: ContactMessage = { email: '', name: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/** Contact: ways to reach us and a message form (email, name, message of at least 8 rows). */
export function ContactUsPage() {
  const [fields, setFields] = useState<ContactMessage>(empty);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (name: keyof ContactMessage) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      await sendMessage(contactConfig, fields);
      setFields(empty);
      setStatus({ kind: 'sent' });
    } catch {
      // What the visitor typed stays in the form, so trying again costs nothing.
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '48rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Contact us</Title>
      <Card>
        <Title order={2}>Talk to a person</Title>
        <Text>We reply to every message within 24 hours on working days.</Text>
        <Text>
          E-mail: <Anchor href="mailto:hello@taskwell.example">hello@taskwell.example</Anchor>
        </Text>
        <Text>
          Follow us on{' '}
          <Anchor href="https://www.linkedin.com/" external>
            LinkedIn
          </Anchor>
        </Text>
      </Card>
      <form onSubmit={submit} style={{ display: 'grid', gap: '1rem' }} aria-labelledby="contact-form-title">
        <Title order={2} id="contact-form-title">
          Send us a message
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <TextInput
          label="Name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <Textarea
          label="Message"
          minRows={8}
          required
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        <div>
          <Button type="submit" loading={status.kind === 'sending'}>
            Send message
          </Button>
        </div>
        {status.kind === 'sent' ? <Alert tone="positive">Message sent successfully!</Alert> : null}
        {status.kind === 'failed' ? (
          <Alert tone="critical">Failed to send message. Please try again later.</Alert>
        ) : null}
      </form>
    </div>
  );
}
