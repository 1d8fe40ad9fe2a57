import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JourneyCards } from '@/features/home/components/journey-cards';
import { pageRoutes } from '@/lib/routes';
import { homeExtras, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Home/JourneyCards',
  component: JourneyCards,
  args: { cards: [] },
  decorators: [withContentFrame],
  render: (_args, { globals }) => <JourneyCards cards={homeExtras(languageOf(globals)).journeys} />,
} satisfies Meta<typeof JourneyCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourJourneys: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([pageRoutes.study, pageRoutes.work, pageRoutes.invest, pageRoutes.life]);
  },
};

/** The same cards, captured in each language. */
export const InEveryLanguage: Story = {};
