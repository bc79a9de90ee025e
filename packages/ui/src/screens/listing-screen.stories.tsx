import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCredits } from '@taskwell/domain';
import { seededStoreListings } from '@taskwell/mocks/fixtures/store';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../components/alert/alert.tsx';
import { Button } from '../components/button/button.tsx';
import { Card } from '../components/card/card.tsx';
import { StoreFiguresSummary } from '../components/store-card/store-figures.tsx';
import { Title } from '../components/typography/typography.tsx';
import { phoneGlobals, phoneWidth } from './testing/phone.tsx';

type Listing = (typeof seededStoreListings)[number];

interface ListingScreenProps {
  listing: Listing;
  /** The listing was taken off sale: runs cannot start. */
  offSale?: boolean;
  /** The viewer's plan does not include runs of it. */
  locked?: boolean;
  onRun: () => void;
  onSample: () => void;
}

/** A listing's page of the AI Store as its route composes it, fed by the mocks. */
function ListingScreen({ listing, offSale = false, locked = false, onRun, onSample }: ListingScreenProps) {
  const { card, figures, price } = listing;
  return (
    <section style={{ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' }}>
      <p>
        <a href="#/ai-store">Back to the AI Store</a>
      </p>
      <Card>
        <Title order={1}>{card.name}</Title>
        <p>{card.heading}</p>
        <p>{card.description}</p>
        <p>By {card.creatorName}</p>
        <p>
          <strong>{formatCredits(price)}</strong> a run
        </p>
        {offSale ? (
          <Alert tone="info">
            No longer sold: its creator withdrew this task from the AI Store. Your past runs and their results stay in
            Tasks in Process and My Assets.
          </Alert>
        ) : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <Button onClick={onRun} disabled={offSale}>
            Run for {formatCredits(price)}
          </Button>
          <Button variant="outline" onClick={onSample}>
            Sample
          </Button>
        </div>
        {locked ? (
          <Alert tone="info">
            Runs of this task come with the Pro plan and above; yours is Basic. <a href="#/pricing">See the plans</a>
          </Alert>
        ) : null}
        <StoreFiguresSummary figures={figures} />
      </Card>
      <Title order={2}>Steps</Title>
      <ol aria-label="Steps">
        {listing.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

const first = seededStoreListings[0];
const unrated = seededStoreListings.find((listing) => listing.figures.runs === 0);
if (!first || !unrated) throw new Error('The mocks seed at least five store listings.');

const meta = {
  title: 'Screens/Listing',
  component: ListingScreen,
  args: { listing: first, onRun: fn(), onSample: fn() },
} satisfies Meta<typeof ListingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  name: 'On sale',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Run for 7 credits' }));
    await expect(args.onRun).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('92 % positive · 25 ratings')).toBeInTheDocument();
  },
};

export const NoFiguresYet: Story = {
  name: 'No runs or ratings yet',
  args: { listing: unrated },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ratings yet')).toBeInTheDocument();
  },
};

export const OffSale: Story = {
  name: 'No longer sold',
  args: { offSale: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run for 7 credits' })).toBeDisabled();
  },
};

export const PlanLocked: Story = { name: 'Not in the plan', args: { locked: true } };

export const LongText: Story = {
  args: {
    listing: {
      ...first,
      card: {
        ...first.card,
        name: 'Quarterly board-pack narrative writer for multi-entity holding companies with regional subsidiaries',
        description: `${first.card.description} `.repeat(12),
        creatorName: 'Maximiliane Wolkenstein-Oberhausen-Grünfeld',
      },
      steps: ['Read every spreadsheet of the finance team and the notes of the chief executive', ...first.steps],
    },
  },
};

export const Phone: Story = {
  globals: phoneGlobals,
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(390);
  },
};
