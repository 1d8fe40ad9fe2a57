import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceDetailView } from '@/features/services/components/service-detail-view';
import type { ServiceTab } from '@/features/services/api/services-api';
import { languageOf, serviceDetail, talentTypeLabels } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Services/ServiceDetailView',
  component: ServiceDetailView,
  decorators: [withContentFrame],
  args: { pick: 'related' },
  render: (args, { globals }) => (
    <ServiceDetailView
      service={serviceDetail(languageOf(globals), args.pick as 'related' | ServiceTab)}
      talentLabels={talentTypeLabels(languageOf(globals))}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** A service pack with its bundle, steps, documents, facts, contact and the benefits and events it relates to. */
export const PackWithRelated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getByRole('link', { name: /@coopzone\.example\.org/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const related = canvas.getAllByRole('link').filter((link) => /talentBenefits\/detail|events\/detail/.test(link.getAttribute('href') ?? ''));
    await expect(related.length).toBeGreaterThanOrEqual(2);
  },
};

/** A volunteer service: "what you get" instead of "what the pack includes". */
export const VolunteerService: Story = { args: { pick: 'volunteer' } };
