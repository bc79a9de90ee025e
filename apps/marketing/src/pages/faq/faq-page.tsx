import { Accordion } from '@taskwell/ui/collapsible';
import { Text, Title } from '@taskwell/ui/typography';
import { Icon } from '../../components/icon/index.ts';
import { advisorConfig } from './advisor-config.ts';
import { AdvisorWidget } from './advisor-widget.tsx';
import { faqs } from './faq-content.ts';
import * as styles from './faq-page.css.ts';

/** Frequently asked questions, one open at a time. */
export function FaqPage() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '48rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Frequently asked questions</Title>
      <Text muted>Short answers about tasks, credits and plans.</Text>
      <Accordion
        headingLevel={2}
        items={faqs.map((faq, index) => ({
          value: `faq-${index + 1}`,
          title: (
            <span className={styles.question}>
              <Icon icon={faq.icon} />
              {faq.question}
            </span>
          ),
          content: faq.answer,
        }))}
      />
      <AdvisorWidget config={advisorConfig} />
    </div>
  );
}
