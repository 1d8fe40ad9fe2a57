import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BenefitDetailView } from '@/features/benefits/components/benefit-detail-view';
import { benefitDetail, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Benefits/BenefitDetailView',
  component: BenefitDetailView,
  decorators: [withContentFrame],
  args: { documentNo: 'BEN-2022-0001' },
  render: (args, { globals }) => <BenefitDetailView benefit={benefitDetail(languageOf(globals), args.documentNo as string)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The doctoral living subsidy: amounts, eligibility, how to apply and contact. */
export const DoctoralSubsidy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: /@coopzone\.example\.org/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};

/** Rent support: the 60 / 40 / 20 yuan rates and the 1.2 times rule. */
export const RentSupport: Story = { args: { documentNo: 'BEN-2021-0004' } };
