import { Text, Title } from '@taskwell/ui/typography';
import { privacyIntro, privacySections } from './privacy-content.ts';

/** The privacy policy: an intro, then numbered sections. */
export function PrivacyPolicyPage() {
  return (
    <article style={{ display: 'grid', gap: '1.25rem', maxWidth: '48rem', paddingBlock: '1.5rem' }}>
      <Title order={1}>Privacy policy</Title>
      <Text size="lg">{privacyIntro}</Text>
      {privacySections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`privacy-${index + 1}`}
          style={{ display: 'grid', gap: '0.5rem' }}
        >
          <Title order={2} id={`privacy-${index + 1}`}>
            {`${index + 1}. ${section.title}`}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </section>
      ))}
    </article>
  );
}
