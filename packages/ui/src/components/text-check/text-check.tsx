import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Badge } from '../badge/badge.tsx';
import { style as tooltipStyle } from '../tooltip/tooltip.css.ts';
import * as styles from './text-check.css.ts';

/** One phrase of a text that may exclude or offend, where it is (offsets in the source text) and why. */
export interface TextFinding {
  phrase: string;
  start: number;
  end: number;
  /** Why, in a sentence for a business reader. */
  why: string;
  /** Wordings that may be better (may be none). */
  suggestions: readonly string[];
}

export interface TextCheckBadgeProps {
  /** `checking` while the check is being made; `checked` with the number of findings. */
  state: 'checking' | 'checked';
  /** How many findings the check made. */
  findings?: number;
}

/** What a badge of a check says: "No bias findings", "1 bias finding", "2 bias findings". */
export function findingsLabel(findings: number): string {
  if (findings === 0) return 'No bias findings';
  return `${findings} bias ${findings === 1 ? 'finding' : 'findings'}`;
}

/** The inclusive-language check of a text result, in a word: checking, no finding, or how many. */
export function TextCheckBadge({ state, findings = 0 }: TextCheckBadgeProps) {
  if (state === 'checking') {
    return (
      <span role="status">
        <Badge tone="neutral">Checking for bias…</Badge>
      </span>
    );
  }
  return <Badge tone={findings === 0 ? 'positive' : 'critical'}>{findingsLabel(findings)}</Badge>;
}

export interface FindingMarkProps {
  finding: TextFinding;
  /** The phrase as shown. */
  children: ReactNode;
}

/**
 * A phrase of a text marked as a finding: a `<mark>` whose phrase is a button, so it is reached
 * with the keyboard; its explanation (why, and "Try: …") shows on hover, on focus, and on a tap or
 * a click, which also hides it again (Radix Tooltip; Escape hides it too).
 */
export function FindingMark({ finding, children }: FindingMarkProps) {
  const [open, setOpen] = useState(false);
  const toggle = (event: MouseEvent) => {
    // The tooltip would close on a click: a tap on a phone opens it instead.
    event.preventDefault();
    setOpen((shown) => !shown);
  };
  return (
    <mark className={styles.mark}>
      <RadixTooltip.Provider delayDuration={200}>
        <RadixTooltip.Root open={open} onOpenChange={setOpen}>
          <RadixTooltip.Trigger asChild>
            <button type="button" className={styles.phrase} onClick={toggle}>
              {children}
            </button>
          </RadixTooltip.Trigger>
          <RadixTooltip.Portal>
            <RadixTooltip.Content className={tooltipStyle} sideOffset={6} collisionPadding={8}>
              <span className={styles.explanation}>
                <span>{finding.why}</span>
                {finding.suggestions.length > 0 ? (
                  <span>
                    Try: <span className={styles.suggestion}>{finding.suggestions.join(', ')}</span>
                  </span>
                ) : null}
              </span>
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        </RadixTooltip.Root>
      </RadixTooltip.Provider>
    </mark>
  );
}
