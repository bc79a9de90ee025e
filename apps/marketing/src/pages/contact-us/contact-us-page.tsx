import { type ContactField, type ContactMessage, checkContactMessage } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Card } from '@taskwell/ui/card';
import { Textarea, TextInput } from '@taskwell/ui/text-input';
import { Anchor, Grid, Text, Title } from '@taskwell/ui/typography';
import { type FormEvent, useRef, useState } from 'react';
import { Icon } from '../../components/icon/index.ts';
import { sendContactMessage } from './contact-config.ts';
import { contactItems, socialLinks } from './contact-content.ts';
import * as styles from './contact-us-page.css.ts';

type Fields = ContactMessage & { website: string };

const empty: Fields = { email: '', name: '', message: '', website: '' };

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** Turned down in the receiver's words (too many messages, too large) beyond the fields' own. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

type FieldErrors = Partial<Record<ContactField, string>>;

const fieldOrder: readonly ContactField[] = ['email', 'name', 'message'];

/** Contact: ways to reach us, with icons and social links, and a message form (email, name, message of at least 8 rows). */
export function ContactUsPage() {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const set = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    // A field's problem is answered once the visitor changes it.
    if (name !== 'website') setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Shows each field's problem under it and takes the visitor to the first. */
  const showFieldErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the server, so a mistake is shown at once in the same words.
    const check = checkContactMessage(fields);
    if (!check.ok) {
      showFieldErrors(Object.fromEntries(check.problems.map((problem) => [problem.field, problem.message])));
      setStatus({ kind: 'idle' });
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await sendContactMessage({ ...check.message, website: fields.website });
    switch (result.kind) {
      case 'sent':
        setFields(empty);
        setStatus({ kind: 'sent' });
        return;
      case 'refused':
        // What the visitor typed stays in the form, so trying again costs nothing.
        if (Object.keys(result.fields).length > 0) {
          showFieldErrors(result.fields);
          setStatus({ kind: 'idle' });
        } else {
          setStatus({ kind: 'refused', message: result.message });
        }
        return;
      case 'failed':
        setStatus({ kind: 'failed' });
        return;
      default:
        return result satisfies never;
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
      {/* noValidate: the form checks with the server's rules and words instead of the browser's bubbles. */}
      <form
        noValidate
        onSubmit={submit}
        style={{ display: 'grid', gap: '1rem', maxWidth: '48rem' }}
        aria-labelledby="contact-form-title"
      >
        <Title order={2} id="contact-form-title">
          Send us a message
        </Title>
        <TextInput
          ref={(element) => {
            inputs.current.email = element;
          }}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <TextInput
          ref={(element) => {
            inputs.current.name = element;
          }}
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          error={errors.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <Textarea
          ref={(element) => {
            inputs.current.message = element;
          }}
          label="Message"
          name="message"
          minRows={8}
          required
          value={fields.message}
          error={errors.message}
          onChange={(event) => set('message')(event.target.value)}
        />
        {/* A honeypot (issue 20): people never see it; a program that fills it is answered as sent. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">Website (leave empty)</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={(event) => set('website')(event.target.value)}
          />
        </div>
        <div>
          <Button type="submit" loading={status.kind === 'sending'}>
            Send message
          </Button>
        </div>
        {status.kind === 'sent' ? <Alert tone="positive">Message sent successfully!</Alert> : null}
        {status.kind === 'refused' ? <Alert tone="critical">{status.message}</Alert> : null}
        {status.kind === 'failed' ? (
          <Alert tone="critical">Failed to send message. Please try again later.</Alert>
        ) : null}
      </form>
    </div>
  );
}
