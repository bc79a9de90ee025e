import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowTree, type FlowTreeNode } from './flow-tree.tsx';

const flow: FlowTreeNode = {
  kind: 'sequence',
  children: [
    { kind: 'step', name: 'Text', service: 'Extract text' },
    {
      kind: 'parallel',
      children: [
        { kind: 'step', name: 'Summary', service: 'Summarise' },
        { kind: 'step', name: '  ', invalid: true },
      ],
    },
  ],
};

describe('FlowTree', () => {
  it('should be a figure named by its caption, each step by its result and service', () => {
    render(<FlowTree flow={flow} />);

    const figure = screen.getByRole('figure', { name: 'How it runs: top to bottom, branches side by side' });
    expect(within(figure).getByText('Text').parentElement).toHaveTextContent(/^Text \(Extract text\)$/);
    expect(within(figure).getByText('Summary').parentElement).toHaveTextContent(/^Summary \(Summarise\)$/);
  });

  it('should name an unnamed step so and say a step with a problem needs fixing', () => {
    render(<FlowTree flow={flow} />);

    expect(screen.getByText('Unnamed step').parentElement).toHaveTextContent(/^Unnamed step — needs fixing$/);
    expect(screen.getAllByText(/needs fixing/)).toHaveLength(1);
  });

  it('should say so when the flow has no step', () => {
    render(<FlowTree flow={{ kind: 'sequence', children: [] }} caption="The flow" />);

    expect(screen.getByRole('figure', { name: 'The flow' })).toHaveTextContent('No steps yet.');
  });
});
