import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import journeysFile from '../../../server/src/content/seed-data/journeys.json';
import { JourneySteps } from '@/features/journeys/components/journey-steps';
import type { JourneyLink, JourneyStep } from '@/features/journeys/api/journeys-api';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

/** A journey's steps as GET /api/journeys answers them (document links carry a stand-in title here). */
function stepsOf(scene: string, language: Language): JourneyStep[] {
  const journey = journeysFile.journeys.find((each) => each.scene === scene)!;
  return journey.steps.map((step) => ({
    step: step.step as JourneyStep['step'],
    title: step.title[language],
    text: step.text[language],
    language,
    links: step.links.map((link): JourneyLink => {
      const entry = link as unknown as Record<string, string | number>;
      if ('route' in entry) return { kind: 'route', route: String(entry.route), active: (entry.active as number | undefined) ?? null, documentNo: null, title: null, tab: null };
      const kind = (['benefit', 'service', 'life'] as const).find((each) => each in entry)!;
      return { kind, documentNo: String(entry[kind]), title: String(entry[kind]), tab: null, route: null, active: null };
    }),
  }));
}

const meta = {
  title: 'Journeys/JourneySteps',
  component: JourneySteps,
  decorators: [withContentFrame],
  args: { scene: 'invest', current: 1 },
  render: (args, { globals }) => (
    <JourneySteps steps={stepsOf(args.scene as string, languageOf(globals))} current={args.current as number} hrefOf={(step) => `/pages/${String(args.scene)}?step=${step + 1}`} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The second step of the invest journey: progress, the guide, its links, previous and next. */
export const SecondStep: Story = {};
export const FirstStep: Story = { args: { scene: 'study', current: 0 } };
export const Navigation: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAttribute('href', '/pages/invest?step=2');
    await expect(canvas.getAllByRole('link').filter((link) => link.getAttribute('rel') === 'prev')[0]).toHaveAttribute('href', '/pages/invest?step=1');
  },
};
