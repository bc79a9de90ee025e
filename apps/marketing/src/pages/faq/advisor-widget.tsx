import { Alert, Loader } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { Card } from '@taskwell/ui/card';
import { TextInput } from '@taskwell/ui/text-input';
import { Text, Title } from '@taskwell/ui/typography';
import { type FormEvent, useRef, useState } from 'react';
import { type AdvisorConfig, loadAdvisor } from './load-advisor.ts';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

export interface AdvisorWidgetProps {
  /** The widget's script and stylesheet, API, public key and task id. */
  config: AdvisorConfig;
}

/**
 * spec §2 FAQ: 'Ask the Taskwell Digital Advisor'. The page draws the question field and the
 * Search button; the widget's script loads only when the visitor first searches (decision 066),
 * then draws its own field and button in their place, asks the question and shows the answer. If
 * it fails to load, the failure is logged, the loader goes away and the question stays in the field.
 */
export function AdvisorWidget({ config }: AdvisorWidgetProps) {
  const [question, setQuestion] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const mountPoint = useRef<HTMLDivElement>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || status === 'loading' || status === 'ready' || !mountPoint.current) return;
    setStatus('loading');
    try {
      await loadAdvisor({ config, container: mountPoint.current, question: asked });
      setStatus('ready');
    } catch (error) {
      console.warn('The Digital Advisor could not be loaded:', error);
      setStatus('failed');
    }
  };

  return (
    <Card as="section" aria-labelledby="advisor-title">
      <Title order={2} id="advisor-title">
        Ask the Taskwell Digital Advisor
      </Title>
      <Text muted>Not answered above? Ask in your own words.</Text>
      {status === 'ready' ? null : (
        <form onSubmit={search} style={{ display: 'grid', gap: '0.75rem' }}>
          <TextInput
            label="Your question"
            type="search"
            required
            maxLength={500}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <div>
            <Button type="submit" loading={status === 'loading'}>
              Search
            </Button>
          </div>
        </form>
      )}
      {status === 'loading' ? <Loader label="Loading the Digital Advisor" showLabel /> : null}
      {status === 'failed' ? (
        <Alert title="The Digital Advisor is not available right now">
          Please try again later, or write to us from the contact page.
        </Alert>
      ) : null}
      <div ref={mountPoint} />
    </Card>
  );
}
