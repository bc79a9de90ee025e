import { Form, Link, useNavigation } from '@remix-run/react';
import type { KnowledgeSearchResult } from '@taskwell/api-sdk';
import { knowledgeCitationHref } from '@taskwell/domain';
import { Alert } from '@taskwell/ui/alert';
import { Button } from '@taskwell/ui/button';
import { TextInput } from '@taskwell/ui/text-input';
import * as styles from './knowledge.css.ts';

/** What the loader found for the question of the URL. */
export type SearchAnswer =
  | { status: 'found'; question: string; result: KnowledgeSearchResult }
  | { status: 'failed'; question: string; message: string };

const excerptChars = 320;
const excerpt = (text: string) => (text.length > excerptChars ? `${text.slice(0, excerptChars).trimEnd()}…` : text);

/** "Search my knowledge": a question, and the passages that answer it, each linked to its place. */
export function KnowledgeSearch(props: {
  /** The question and what was found, when the URL asks one. */
  answer: SearchAnswer | undefined;
  /** The chosen collection, kept in the URL while searching. */
  collectionId: string | undefined;
}) {
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.search.includes('ask=');
  const { answer } = props;
  return (
    <section className={styles.search} aria-labelledby="knowledge-search-title">
      <h2 id="knowledge-search-title" className={styles.sectionTitle}>
        Search my knowledge
      </h2>
      <Form method="get" role="search" aria-label="Search my knowledge" className={styles.inlineForm}>
        {props.collectionId ? <input type="hidden" name="collection" value={props.collectionId} /> : null}
        <div className={styles.grow}>
          <TextInput
            label="Question or words"
            name="ask"
            type="search"
            maxLength={1000}
            required
            defaultValue={answer?.question ?? ''}
            placeholder="How much is paid for meals on a trip?"
          />
        </div>
        <Button type="submit" variant="outline" loading={searching}>
          Search
        </Button>
      </Form>
      {answer?.status === 'failed' ? <Alert tone="critical">{answer.message}</Alert> : null}
      {answer?.status === 'found' && answer.result.passages.length === 0 ? (
        <Alert tone="info">Nothing in your knowledge answers “{answer.question}”. Try other words.</Alert>
      ) : null}
      {answer?.status === 'found' && answer.result.passages.length > 0 ? (
        <ol className={styles.plainList} aria-label="Passages found">
          {answer.result.passages.map((passage) => (
            <li key={`${passage.documentId}-${passage.page}-${passage.start}`} className={styles.row}>
              <div>
                <blockquote className={styles.passage}>{excerpt(passage.text)}</blockquote>
                <p className={styles.muted}>
                  From{' '}
                  <Link to={knowledgeCitationHref(passage)}>
                    {passage.documentTitle}, page {passage.page}
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
