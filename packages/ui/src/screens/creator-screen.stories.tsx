import type { Meta, StoryObj } from '@storybook/react-vite';
import { seededCreatorDraft } from '@taskwell/mocks/fixtures/creator-draft';
import { expect, within } from 'storybook/test';
import { Alert, Loader } from '../components/alert/alert.tsx';
import { Button } from '../components/button/button.tsx';
import { FlowTree, type FlowTreeNode } from '../components/flow-tree/flow-tree.tsx';
import { Title } from '../components/typography/typography.tsx';
import { creatorFlow, longFlow } from './testing/creator-flow.ts';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';

interface CreatorScreenProps {
  name: string;
  flow: FlowTreeNode;
  problems: readonly string[];
  loading?: boolean;
  error?: string;
}

/** The Creator Studio's editor as its route composes it (problems before publishing, the flow's picture), fed by the mocks. */
function CreatorScreen({ name, flow, problems, loading, error }: CreatorScreenProps) {
  return (
    <section style={{ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' }}>
      <Title order={1}>Creator Studio</Title>
      {error ? (
        <Alert tone="critical" title="The draft could not be opened">
          {error}
        </Alert>
      ) : loading ? (
        <Loader label="Opening the draft" showLabel />
      ) : (
        <>
          <Title order={2}>{name}</Title>
          {problems.length === 0 ? (
            <Alert tone="positive">No problems: the task can be published.</Alert>
          ) : (
            <section aria-labelledby="problems-title">
              <Title order={3} id="problems-title">
                {problems.length === 1
                  ? '1 problem to fix before publishing'
                  : `${problems.length} problems to fix before publishing`}
              </Title>
              <ul aria-label="Problems">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </section>
          )}
          <FlowTree flow={flow} />
          <div>
            <Button disabled={problems.length > 0}>Publish</Button>
          </div>
        </>
      )}
    </section>
  );
}

const meta = {
  title: 'Screens/Creator Studio',
  component: CreatorScreen,
  args: { name: seededCreatorDraft.name, flow: creatorFlow, problems: seededCreatorDraft.problems },
} satisfies Meta<typeof CreatorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SixProblems: Story = {
  name: 'Six problems',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '6 problems to fix before publishing' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Problems' })).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const ReadyToPublish: Story = {
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};

export const Empty: Story = {
  name: 'New draft',
  args: { name: 'Untitled task', flow: { kind: 'sequence', children: [] }, problems: ['Flow: Add a step.'] },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'The service is busy. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The draft could not be opened');
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  args: { flow: longFlow },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
