import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Card } from '@taskwell/ui/card';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { Anchor, Grid, Text, Title } from '@taskwell/ui/typography';
import { type FormEvent, useState } from 'react';
import { Icon } from '../../components/icon/index.ts';
import { contactConfig } from './contact-config.ts';
import { contactItems, socialLinks } from './contact-content.ts';
import { type ContactMessage, sendMessage } from './send-message.ts';

const empty: ContactMessage = { email: '', name: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/** Contact: ways to reach us, with icons and social links, and a message form (email, name, message of at least 8 rows). */
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
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '64rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Contact us</Title>
      <Grid columns="3" as="ul" aria-label="Ways to reach us">
        {contactItems.map((item, index) => (
          <li key={item.title}>
            <Card as="article" aria-labelledby={`contact-${index + 1}`}>
              <Icon icon={item.icon} />
              <Title order={2} id={`contact-${index + 1}`}>
                {item.title}
              </Title>
              <Text>{item.href ? <Anchor href={item.href}>{item.description}</Anchor> : item.description}</Text>
            </Card>
          </li>
        ))}
      </Grid>
      <Text>
        Follow us on{' '}
        {socialLinks.map((link, index) => (
          <span key={link.href}>
            {index > 0 ? ', ' : null}
            <Anchor href={link.href} external>
              {link.label}
            </Anchor>
          </span>
        ))}
      </Text>
      <form
        onSubmit={submit}
        style={{ display: 'grid', gap: '1rem', maxWidth: '48rem' }}
        aria-labelledby="contact-form-title"
      >
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
