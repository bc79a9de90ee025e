import { describe, expect, it } from 'vitest';
import { loadAiSettings } from './ai-settings.ts';
import { createServiceRegistry } from './registry.ts';

const offline = [
  'audio.speech',
  'image.inspect',
  'image.keyword-chart',
  'image.palette',
  'image.qr',
  'image.quote-card',
  'knowledge.answer',
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
  it.each([
    { name: 'no AI settings', given: {}, want: offline },
    { name: 'no configured tier', given: { ai: loadAiSettings({}) }, want: offline },
    {
      name: 'one configured tier',
      given: {
        ai: loadAiSettings({
          AI_PARTNER_BASE_URL: 'https://p.example/v1',
          AI_PARTNER_API_KEY: 'k',
          AI_PARTNER_MODEL: 'm',
        }),
      },
      want: [...offline, 'ai.chat'].sort(),
    },
  ])('given $name should offer $want', ({ given, want }) => {
    expect([...createServiceRegistry(given).keys()].sort()).toEqual(want);
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
