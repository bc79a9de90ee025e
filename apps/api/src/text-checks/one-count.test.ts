import { describe, expect, it } from 'vitest';
import { readPlantedTexts } from '../../bench/bias/bias-texts.ts';
import { textOf } from '../services/service.ts';
import { serviceContext, textValue } from '../services/service-test-values.ts';
import { findBias, textBiasService } from '../services/text-bias.ts';
import { textRevisionService } from '../services/text-revision.ts';
import { checkText } from './check-text.ts';

// Issue 43: one text with 5 flagged words showed counts of 10, 6 and 4 on three results. Two
// causes: a phrase that two rules match ("master" and "master copy", "confined to a wheelchair")
// was two findings, and the bias step's report, itself a text result, was checked with the
// checker's own suggestions and quoted words in it ("person with mental illness" for "crazy").
// Now a finding is counted once, the same wherever the text is, and a report of findings holds
// none of its own.

const text =
  'The chairman asked each employee to send his figures. Our crazy targets need more manpower, and a visitor confined to a wheelchair uses the side door; the backup runs as a slave to the master.';

describe('one count per finding', () => {
  it('should count a text the same as plain text, as markdown, in the bias step and on its badge', async () => {
    const findings = await findBias(text);
    const phrases = findings.map((finding) => finding.phrase);
    expect(phrases).toEqual(['chairman', 'his', 'crazy', 'manpower', 'confined to a wheelchair', 'slave', 'master']);
    expect((await checkText(text, 'text/plain')).map((finding) => finding.phrase)).toEqual(phrases);
    const markdown = `## Note\n\n${text.replace('crazy', '*crazy*')}`;
    expect((await checkText(markdown, 'text/markdown')).map((finding) => finding.phrase)).toEqual(phrases);
    const report = await textBiasService.run({ text: textValue(text) }, serviceContext());
    expect(report.facts?.score).toBe(100 - 10 * phrases.length);
    expect(textOf(report)).toContain(`${phrases.length} phrases may be biased`);
  });

  it('should find nothing of its own in the bias step’s report of any planted text', async () => {
    for (const planted of readPlantedTexts()) {
      const report = await textBiasService.run({ text: textValue(planted.text) }, serviceContext());
      expect(await checkText(textOf(report), 'text/markdown'), planted.id).toEqual([]);
    }
  }, 120_000);

  it('should leave in a revised text exactly the findings the revision left for a person', async () => {
    for (const planted of readPlantedTexts()) {
      const revision = await textRevisionService.run({ text: textValue(planted.text) }, serviceContext());
      const left = (revision.facts?.left as string[]) ?? [];
      const found = await checkText(textOf(revision), 'text/plain');
      expect(found.map((finding) => finding.phrase).sort(), planted.id).toEqual([...left].sort());
    }
  }, 120_000);
});
