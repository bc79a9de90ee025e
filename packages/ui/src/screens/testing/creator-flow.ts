import { type SeededFlowStep, seededCreatorDraft } from '@taskwell/mocks/fixtures/creator-draft';
import type { FlowTreeNode } from '../../components/flow-tree/flow-tree.tsx';

const stepOf = (step: SeededFlowStep): FlowTreeNode => ({
  kind: 'step',
  name: step.output,
  service: step.service,
  invalid: step.problem !== undefined,
});

/** The mocks' seeded draft's flow, as the Creator Studio gives it to its picture. */
export const creatorFlow: FlowTreeNode = {
  kind: 'sequence',
  children: seededCreatorDraft.flow.sequence.map((node) =>
    'parallel' in node ? { kind: 'parallel', children: node.parallel.map(stepOf) } : stepOf(node),
  ),
};

/** A flow whose names are as long as a creator may make them, with wide parallel branches. */
export const longFlow: FlowTreeNode = {
  kind: 'sequence',
  children: [
    { kind: 'step', name: 'Consolidated quarterly statements of every regional subsidiary', service: 'Extract text' },
    {
      kind: 'parallel',
      children: [
        { kind: 'step', name: 'Narrative for the board on revenue and margin', service: 'Write' },
        { kind: 'step', name: 'Risks and mitigations', service: 'Summarise', invalid: true },
        { kind: 'step', name: 'Appendix of figures', service: 'Extract fields' },
      ],
    },
  ],
};
