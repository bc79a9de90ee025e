import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../card/card.tsx';
import { Anchor, Grid, Text, Title } from './typography.tsx';

const meta = {
  title: 'Typography/Title and Text',
  component: Title,
  args: { order: 1, children: 'Taskwell' },
} satisfies Meta<typeof Title>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Title order={1}>AI tasks for business</Title>
      <Title order={2}>Pricing</Title>
      <Title order={3}>Explorer</Title>
      <Title order={4}>What you get</Title>
      <Text>Pick a task, fill in a short form, and get the result.</Text>
      <Text size="sm" muted>
        Prices in USD per user per month.
      </Text>
      <Anchor href="https://example.com" external>
        Read more
      </Anchor>
    </div>
  ),
};

export const Light: Story = { ...Headings, globals: { theme: 'light' } };

export const Grids: StoryObj<typeof Grid> = {
  render: () => (
    <Grid columns="1-4" as="ul" aria-label="Features">
      {['Library', 'Personas', 'Formats', 'Automation', 'Publishing'].map((name) => (
        <li key={name}>
          <Card>
            <Title order={3}>{name}</Title>
          </Card>
        </li>
      ))}
    </Grid>
  ),
};
