import type { AiChoices } from '@taskwell/api-sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AiServicePicker, taskDefault } from './ai-service-picker.tsx';
import { PartialTextView } from './partial-text.tsx';

const clientOf = (reply: AiChoices | Error) => ({
  listAiChoices: vi.fn(() => (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply))),
});

const choices: AiChoices = {
  canChoose: true,
  choices: [
    { key: 'public', label: 'Public tier (small)', kind: 'tier', tier: 'public', credits: 1, included: true },
    { key: 'partner', label: 'Partner tier (medium)', kind: 'tier', tier: 'partner', credits: 2, included: true },
    {
      key: 'enterprise',
      label: 'Enterprise tier (large)',
      kind: 'tier',
      tier: 'enterprise',
      credits: 4,
      included: false,
      planRequired: 'Enterprise',
    },
    {
      key: 'private:6c4d8a52-7b1e-4f0a-9c3d-2e5f8a1b0c9d',
      label: 'Team Llama',
      kind: 'private',
      credits: 0,
      included: true,
    },
  ],
};

describe('AiServicePicker (issue 40)', () => {
  it("given choices should offer the task's default first and name the plan of a tier not included", async () => {
    render(<AiServicePicker client={clientOf(choices)} value={taskDefault} onChange={vi.fn()} disabled={false} />);
    const box = await screen.findByRole('combobox', { name: 'AI service' });
    expect(box).toHaveTextContent("The task's default");
    expect(screen.getByText('Enterprise tier (large) comes with the Enterprise plan.')).toBeVisible();
  });

  it('given a chosen private service should show it as paid to the provider, not in credits', async () => {
    render(
      <AiServicePicker
        client={clientOf(choices)}
        value="private:6c4d8a52-7b1e-4f0a-9c3d-2e5f8a1b0c9d"
        onChange={vi.fn()}
        disabled
      />,
    );
    const box = await screen.findByRole('combobox', { name: 'AI service' });
    expect(box).toHaveTextContent('Team Llama · yours, paid to your provider');
    expect(box).toBeDisabled();
  });

  it('given a plan that may not choose should say which plan may, with no choice', async () => {
    const message =
      'Choosing the AI service of a run comes with the Explorer plan and above: upgrade to Explorer to choose.';
    render(
      <AiServicePicker
        client={clientOf({ canChoose: false, message, choices: choices.choices })}
        value={taskDefault}
        onChange={vi.fn()}
        disabled={false}
      />,
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("given choices that cannot be loaded should say the run uses the task's default", async () => {
    render(
      <AiServicePicker client={clientOf(new Error('down'))} value={taskDefault} onChange={vi.fn()} disabled={false} />,
    );
    expect(
      await screen.findByText("The AI services could not be loaded: this run uses the task's default."),
    ).toBeVisible();
  });
});

describe('PartialTextView', () => {
  it('should show the text being written under its result name, busy', () => {
    render(<PartialTextView partial={{ name: 'Answer', text: 'Dear colleagues, the office' }} />);
    const region = screen.getByRole('region', { name: 'Answer, being written' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Dear colleagues, the office');
  });
});
