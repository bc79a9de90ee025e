import type { Result, ResultItem } from '@taskwell/api-sdk';
import {
  CheckedText,
  loadTextCheckThroughProxy,
  reviewFindingsThroughProxy,
} from '../../components/text-check/index.ts';
import * as styles from './run-detail.css.ts';

/** Whether a result is a text a person reads (its items carry a check). */
export function isCheckedText(result: Result): boolean {
  return /^text\/(markdown|plain)\b/i.test(result.parameter.metadata['Content-Type']);
}

/**
 * A text result of the run with its inclusive-language check: the badge, and the text with its
 * findings marked when the run carried the text (a larger one is read with View).
 */
export function TextResult({ item }: { item: ResultItem }) {
  return (
    <div className={styles.text}>
      <CheckedText
        assetId={item.data}
        check={item.check}
        load={loadTextCheckThroughProxy}
        review={reviewFindingsThroughProxy}
        markdown={item.text}
        compact
      />
    </div>
  );
}
