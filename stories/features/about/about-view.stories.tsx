import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import aboutFile from '../../../server/src/content/seed-data/about.json';
import { AboutView } from '@/features/about/components/about-view';
import type { AboutContent } from '@/features/about/api/about-api';
import type { Language } from '@/lib/i18n/languages';
import { FIXTURE_DAY, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

/** The about page as GET /api/about answers it. */
function aboutOf(language: Language): AboutContent {
  const { glance, figures, sections, serviceHall } = aboutFile;
  return {
    glance: glance[language],
    figures: figures.map((f) => ({ key: f.key, value: f.value[language], label: f.label[language] })),
    sections: sections.map((s) => ({ key: s.key, title: s.title[language], body: s.body[language] })),
    serviceHall: {
      name: serviceHall.name[language],
      address: serviceHall.address[language],
      openingHours: serviceHall.openingHours[language],
      transport: serviceHall.transport[language],
      mapQuery: serviceHall.mapQuery,
    },
    language,
    updatedAt: `${FIXTURE_DAY}T00:00:00.000Z`,
  };
}

const meta = {
  title: 'About/AboutView',
  component: AboutView,
  decorators: [withContentFrame],
  render: (_args, { globals }) => <AboutView about={aboutOf(languageOf(globals))} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Page: Story = {};
export const Structure: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('definition')).toHaveLength(aboutFile.figures.length);
    await expect(canvas.getByTestId('about-map-link')).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(aboutFile.serviceHall.mapQuery)));
  },
};
