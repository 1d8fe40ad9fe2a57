import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { BenefitCard } from '@/features/benefits/components/benefit-card';
import { benefitPage, languageOf, taxonomyLabels } from '../../fixtures/content';

const meta = {
  title: 'Benefits/BenefitCard',
  component: BenefitCard,
  render: (_args, { globals }) => (
    <Box maxW="sm" p="6">
      <BenefitCard benefit={benefitPage(languageOf(globals)).list[4]!} labels={taxonomyLabels(languageOf(globals))} />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/pages/talentBenefits/detail?documentNo=BEN-2022-0003');
  },
};
