import { describeService, type ServiceDescription } from '@taskwell/task-engine';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadAiSettings } from './ai-settings.ts';
import { bandedPicture } from './image-test-pictures.ts';
import { testKnowledgeSearch } from './knowledge-test-search.ts';
import { createServiceRegistry } from './registry.ts';
import type { Service, ServiceValue } from './service.ts';
import { serviceContext, textValue } from './service-test-values.ts';

const offline = [
  'audio.speech',
  'image.inspect',
  'image.keyword-chart',
  'image.palette',
  'image.qr',
  'image.quote-card',
  'knowledge.answer',
  'knowledge.answer-from',
  'knowledge.brief',
  'knowledge.passages',
  'pdf.text',
  'text.bias',
  'text.inclusive-revision',
  'text.keywords',
  'text.language',
  'text.report',
  'text.sentiment',
  'text.summary',
];

describe('createServiceRegistry', () => {
  const tier = loadAiSettings({
    AI_PARTNER_BASE_URL: 'https://p.example/v1',
    AI_PARTNER_API_KEY: 'k',
    AI_PARTNER_MODEL: 'm',
  });
  it.each([
    { name: 'no AI settings', given: {}, configured: false },
    { name: 'no configured tier', given: { ai: loadAiSettings({}) }, configured: false },
    { name: 'one configured tier', given: { ai: tier }, configured: true },
  ])('given $name should offer every service, ai.chat configured: $configured', ({ given, configured }) => {
    const registry = createServiceRegistry(given);
    expect([...registry.keys()].sort()).toEqual([...offline, 'ai.chat'].sort());
    expect(registry.get('ai.chat')?.configured !== false).toBe(configured);
    expect([...registry.values()].filter((service) => service.configured === false).length).toBe(configured ? 0 : 1);
  });

  it('should key every service by its own name, with a label and at least one input or other inputs', () => {
    const registry = createServiceRegistry({
      ai: loadAiSettings({ AI_BASE_URL: 'https://x.example', AI_API_KEY: 'k', AI_MODEL: 'm' }),
    });
    for (const [name, service] of registry) {
      expect(service.name).toBe(name);
      expect(service.label.length).toBeGreaterThan(1);
      expect(Object.keys(service.inputs).length > 0 || service.otherInputs !== undefined).toBe(true);
      for (const spec of Object.values(service.inputs)) expect(spec.description.length).toBeGreaterThan(5);
    }
  });
});

/** What a service's description says of it, read off the service (everything but its code). */
function descriptionOf(service: Service): ServiceDescription {
  const { run: _run, ...description } = service;
  return description;
}

async function pdfOf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await pdf.save());
}

/** A value of each kind of input, as a step would hand it. */
async function inputOf(kind: ServiceDescription['inputs'][string]['kind']): Promise<ServiceValue> {
  const sentence =
    'The new office opens in May. It has room for forty people and a quiet floor. The team is glad to move.';
  switch (kind) {
    case 'image':
      return {
        contentType: 'image/png',
        bytes: await bandedPicture({
          width: 64,
          height: 32,
          bands: [
            { colour: '#204080', share: 0.5 },
            { colour: '#e0c040', share: 0.5 },
          ],
          format: 'png',
        }),
      };
    case 'pdf':
      return { contentType: 'application/pdf', bytes: await pdfOf(sentence) };
    case 'text':
    case 'any':
      return textValue(sentence);
    default:
      return kind satisfies never;
  }
}

const knowledgeDocument = {
  accountEmail: 'ada@example.com',
  collectionId: 'c-office',
  collectionName: 'Office',
  documentId: 'd-office',
  title: 'Office.txt',
  pages: ['The new office opens in May. It has room for forty people and a quiet floor.'],
};
const knowledge = testKnowledgeSearch([knowledgeDocument]);

describe('the services and their descriptions in the engine package', () => {
  const withAi = createServiceRegistry({
    ai: loadAiSettings({ AI_BASE_URL: 'https://x.example', AI_API_KEY: 'k', AI_MODEL: 'm' }),
  });
  const offlineRegistry = createServiceRegistry({});

  it.each([...withAi.keys()])('%s: should be described by the engine package, word for word', (name) => {
    expect(descriptionOf(withAi.get(name) as Service)).toEqual(describeService(name));
  });

  it.each([...offlineRegistry.keys()].filter((name) => offlineRegistry.get(name)?.configured !== false))(
    '%s: given every input it requires should give an output of a type its description says it produces',
    async (name) => {
      const service = offlineRegistry.get(name) as Service;
      const inputs: Record<string, ServiceValue> = {};
      for (const [input, spec] of Object.entries(service.inputs)) {
        if (spec.required) inputs[input] = await inputOf(spec.kind);
      }
      if (service.otherInputs) inputs.notes = await inputOf(service.otherInputs.kind);
      // A knowledge step reads a collection of the run's account, here one holding the same sentence.
      if (service.inputs.collection?.required) inputs.collection = textValue(knowledgeDocument.collectionId);
      const context = { ...serviceContext(), accountEmail: knowledgeDocument.accountEmail, knowledge };
      const output = await service.run(inputs, context);
      expect(output.bytes.length).toBeGreaterThan(0);
      expect(describeService(name).produces).toContain(output.contentType);
    },
    60_000,
  );
});
