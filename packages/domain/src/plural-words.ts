const rules = new Intl.PluralRules('en');
const whole = new Intl.NumberFormat('en-US');

/** The wordings of a phrase by count: `#` stands for the count ("# sentences"). */
export interface PluralForms {
  /** For one ("# sentence", or "its one sentence"). */
  one: string;
  /** For any other count, none included ("# sentences"). */
  other: string;
}

/**
 * A phrase with its count, in the form English uses for it (issue 39: "the average of the 1
 * sentences' scores"): `pluralWords(3, { one: '# step', other: '# steps' })` is "3 steps". The
 * form is chosen by `Intl.PluralRules`, and the count is written with thousands separators.
 */
export function pluralWords(count: number, forms: PluralForms): string {
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('#', whole.format(count));
}
