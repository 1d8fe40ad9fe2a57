import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ServiceCard } from '@/features/services/components/service-card';
import { languageOf, servicePage, talentTypeLabels } from '../../fixtures/content';

const meta = {
  title: 'Services/ServiceCard',
  component: ServiceCard,
  args: { active: 0 },
  render: (args, { globals }) => (
    <Box maxW="sm" p="6">
      <ServiceCard service={servicePage(languageOf(globals)).list[0]!} active={args.active as number} talentLabels={talentTypeLabels(languageOf(globals))} />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** A one-step service pack: title link (carrying the page's language and the tab), summary, time, fee and who it is for. */
export const Pack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/pages/services/serviceDetail?documentNo=SVC-0001&language=EN&active=0');
    await expect(canvas.getAllByRole('definition')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(1);
  },
};
