import type { TestCheck, TestCheckOutcome } from '@taskwell/api-sdk';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { findBias } from '../services/text-bias.ts';
import { compileSafePattern } from './safe-pattern.ts';

// The checks of a test case on its run's results (issue 41, decision 136). Each check reads one
// step's result (by the step's id) or every text result, and says whether it passed with the text
// it read beside it, so a failing check names the step and shows what failed it.

/** One text result of a run: the step that made it (id and label) and its text. */
export interface CheckedText {
  step: string;
  label: string;
  text: string;
}

/** Judges a text by a rubric (an AI service); none on a server without one. */
export type Judge = (options: { rubric: string; text: string }) => Promise<{ passed: boolean; reason: string }>;

/** How much of the result an outcome shows beside it. */
const shownLength = 500;

const ajv = new Ajv2020({ allErrors: false, strict: false });

/** A JSON Schema compiled, or undefined when it is not one. */
export function compileShape(schema: Record<string, unknown>): ReturnType<typeof ajv.compile> | undefined {
  try {
    return ajv.compile(schema);
  } catch {
    return undefined;
  }
}

function excerpt(text: string): string {
  return text.length > shownLength ? `${text.slice(0, shownLength - 1)}…` : text;
}

/** The first number in a text (a comma between digits read as a thousands separator). */
export function firstNumber(text: string): number | undefined {
  const found = /-?\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!found) return undefined;
  const value = Number(found[0].replaceAll(',', ''));
  return Number.isFinite(value) ? value : undefined;
}

function within(value: number, check: TestCheck): boolean {
  return (check.min === undefined || value >= check.min) && (check.max === undefined || value <= check.max);
}

function bounds(check: TestCheck): string {
  if (check.min !== undefined && check.max !== undefined) return `from ${check.min} to ${check.max}`;
  if (check.min !== undefined) return `at least ${check.min}`;
  if (check.max !== undefined) return `at most ${check.max}`;
  return 'any';
}

/** One check on one text: passed or not, and why in words. */
async function checkText(
  check: TestCheck,
  text: string,
  judge: Judge | undefined,
): Promise<{ passed: boolean; message: string }> {
  const lower = text.toLowerCase();
  switch (check.kind) {
    case 'contains': {
      const passed = lower.includes((check.text ?? '').toLowerCase());
      return { passed, message: passed ? `Contains “${check.text}”.` : `Does not contain “${check.text}”.` };
    }
    case 'notContains': {
      const passed = !lower.includes((check.text ?? '').toLowerCase());
      return { passed, message: passed ? `Does not contain “${check.text}”.` : `Contains “${check.text}”.` };
    }
    case 'matches': {
      const passed = compileSafePattern(check.pattern ?? '').test(text);
      return { passed, message: passed ? `Matches ${check.pattern}.` : `Does not match ${check.pattern}.` };
    }
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return { passed: false, message: 'Is not JSON.' };
      }
      const validate = compileShape(check.schema ?? {});
      if (!validate) return { passed: false, message: 'Its JSON Schema cannot be used: fix the check.' };
      if (validate(value)) return { passed: true, message: 'Is JSON of the expected shape.' };
      const first = validate.errors?.[0];
      return {
        passed: false,
        message: `Is not of the expected shape: ${first?.instancePath || 'the value'} ${first?.message ?? 'is invalid'}.`,
      };
    }
    case 'length': {
      const passed = within(text.length, check);
      return { passed, message: `Has ${text.length} characters (${bounds(check)} wanted).` };
    }
    case 'number': {
      const value = firstNumber(text);
      if (value === undefined) return { passed: false, message: 'Holds no number.' };
      return { passed: within(value, check), message: `Its number is ${value} (${bounds(check)} wanted).` };
    }
    case 'noBias': {
      const findings = await findBias(text);
      if (findings.length === 0) return { passed: true, message: 'No inclusive-language finding.' };
      const phrases = findings.map((finding) => `“${finding.phrase}”`).join(', ');
      return { passed: false, message: `May exclude or offend: ${phrases}.` };
    }
    case 'judged': {
      if (!judge) return { passed: false, message: 'No AI service is available to judge it.' };
      const verdict = await judge({ rubric: check.rubric ?? '', text });
      return { passed: verdict.passed, message: verdict.reason };
    }
    default:
      return { passed: false, message: 'Unknown check.' };
  }
}

/**
 * The outcome of each check on a run's text results: a check naming a step reads that step's
 * result (failing when the run made none); one naming none passes only when every text result
 * passes it, and shows the first that failed.
 */
export async function evaluateChecks(
  checks: readonly TestCheck[],
  texts: readonly CheckedText[],
  judge?: Judge,
): Promise<TestCheckOutcome[]> {
  const outcomes: TestCheckOutcome[] = [];
  for (const check of checks) {
    const judged = check.kind === 'judged';
    const read = check.step === undefined ? texts : texts.filter((text) => text.step === check.step);
    if (read.length === 0) {
      const where = check.step === undefined ? 'The run made no text result' : `Step “${check.step}” made no result`;
      outcomes.push({ check, passed: false, judged, step: null, text: '', message: `${where} to check.` });
      continue;
    }
    let outcome: TestCheckOutcome | undefined;
    for (const text of read) {
      const verdict = await checkText(check, text.text, judge);
      outcome = { check, judged, step: text.label, text: excerpt(text.text), ...verdict };
      if (!verdict.passed) break;
    }
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
