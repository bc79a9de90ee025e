import { describe, expect, it } from 'vitest';
import { textOf } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';
import { languageName, textLanguageService } from './text-language.ts';

async function languageOf(text: string) {
  return textLanguageService.run({ text: textValue(text) }, serviceContext());
}

describe('languageName', () => {
  it.each([
    { given: 'eng', want: 'English' },
    { given: 'fra', want: 'French' },
    { given: 'deu', want: 'German' },
    { given: 'zzz', want: 'zzz' },
  ])('given $given should be $want', async ({ given, want }) => {
    expect(await languageName(given)).toBe(want);
  });
});

describe('text.language', () => {
  it.each([
    {
      given: 'The quarterly report shows that our customers are happier than last year, and sales have grown.',
      want: { code: 'eng', name: 'English' },
    },
    {
      given: 'Le rapport trimestriel montre que nos clients sont plus satisfaits que l’année dernière.',
      want: { code: 'fra', name: 'French' },
    },
    {
      given: 'Der Quartalsbericht zeigt, dass unsere Kunden zufriedener sind als im letzten Jahr.',
      want: { code: 'deu', name: 'German' },
    },
    {
      given: 'El informe trimestral muestra que nuestros clientes están más satisfechos que el año pasado.',
      want: { code: 'spa', name: 'Spanish' },
    },
  ])('given a $want.name text should name $want.name and $want.code', async ({ given, want }) => {
    const output = await languageOf(given);
    expect(output.facts).toMatchObject(want);
    expect(output.contentType).toBe('text/markdown');
    expect(textOf(output)).toContain(`Written in **${want.name}** (ISO 639-3 \`${want.code}\`).`);
  });

  it('given fewer than ten letters should say the language is undetermined', async () => {
    const output = await languageOf('Hi there');
    expect(output.facts).toEqual({ code: 'und', name: 'Undetermined' });
    expect(textOf(output)).toContain('could not be told');
  });

  it('given markdown should read its words, not its markup', async () => {
    const output = await textLanguageService.run(
      {
        text: textValue(
          '# Bericht\n\n**Der Quartalsbericht** zeigt, dass unsere Kunden zufriedener sind.',
          'text/markdown',
        ),
      },
      serviceContext(),
    );
    expect(output.facts?.code).toBe('deu');
  });
});
