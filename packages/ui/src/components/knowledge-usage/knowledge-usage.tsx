import { formatBytes } from '@taskwell/domain';
import * as styles from './knowledge-usage.css.ts';

/** Amounts of a library: its collections, documents and the bytes they keep. */
export interface KnowledgeAmounts {
  collections: number;
  documents: number;
  storageBytes: number;
}

/** Props of {@link KnowledgeUsage}. */
export interface KnowledgeUsageProps {
  /** The plan's name ('Explorer'). */
  plan: string;
  /** Its level of Personalization; 'none' on Free. */
  level: 'none' | 'Nano' | 'Pro' | 'Ultra';
  /** What the plan keeps. */
  limits: KnowledgeAmounts;
  /** What is kept. */
  used: KnowledgeAmounts;
  /** The lowest plan that keeps more, when there is one. */
  upgrade?: { plan: string; level: string } | undefined;
  /** Where the plans are compared. */
  plansHref: string;
}

const countFormat = new Intl.NumberFormat('en-US');

/**
 * A library's use against its plan (issue 43): the plan and its level, each amount as "n of
 * limit" with a bar, and the plan that keeps more. A full amount is said in words, not by colour
 * alone.
 */
export function KnowledgeUsage({ plan, level, limits, used, upgrade, plansHref }: KnowledgeUsageProps) {
  const rows = [
    { name: 'Collections', used: used.collections, limit: limits.collections, say: countFormat.format },
    { name: 'Documents', used: used.documents, limit: limits.documents, say: countFormat.format },
    { name: 'Storage', used: used.storageBytes, limit: limits.storageBytes, say: formatBytes },
  ];
  return (
    <section className={styles.usage} aria-labelledby="knowledge-usage-title">
      <h2 id="knowledge-usage-title" className={styles.title}>
        {level === 'none' ? `Your ${plan} plan has no library of its own` : `${level} personalization on ${plan}`}
      </h2>
      {level === 'none' ? null : (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const full = row.used >= row.limit;
            return (
              <li key={row.name} className={styles.row}>
                <span className={styles.name}>{row.name}</span>
                <span className={styles.figures}>
                  {`${row.say(row.used)} of ${row.say(row.limit)}`}
                  {full ? <strong className={styles.full}> (full)</strong> : null}
                </span>
                <progress
                  className={styles.bar}
                  aria-label={`${row.name} used`}
                  value={Math.min(row.used, row.limit)}
                  max={Math.max(row.limit, 1)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {upgrade ? (
        <p className={styles.upgrade}>
          {`${upgrade.plan} (${upgrade.level}) keeps more. `}
          <a href={plansHref}>Compare the plans</a>
        </p>
      ) : null}
    </section>
  );
}
