import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Box } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { BenefitsStrip } from '@/features/home/components/benefits-strip';
import { HomeSection } from '@/features/home/components/home-section';
import { ContentStatus } from '@/components/ui/content-status';
import type { ResourceStatus } from '@/lib/resource';
import { HOME_BENEFITS_MAX } from '@/lib/constants';
import { homeBenefits, languageOf } from '../../fixtures/content';

interface StripStoryArgs {
  status: ResourceStatus;
  count: 'all' | 'none' | 'unknown';
}

/** The strip inside its home section, through the states every home block has. */
function StripInSection({ status, count, lang = 'EN' }: StripStoryArgs & { lang?: Language }) {
  const items = count === 'all' ? homeBenefits(lang) : count === 'none' ? [] : undefined;
  return (
    <Box bg="brand.subtle">
      <HomeSection id="story-benefits" title={<FormattedMessage id="home.benefits.title" />}>
        <ContentStatus status={status} count={items?.length} onRetry={() => {}}>
          {items ? <BenefitsStrip items={items} /> : null}
        </ContentStatus>
      </HomeSection>
    </Box>
  );
}

const meta = {
  title: 'Home/BenefitsStrip',
  component: StripInSection,
  args: { status: 'ready', count: 'all' },
  render: (args, { globals }) => <StripInSection {...args} lang={languageOf(globals)} />,
} satisfies Meta<typeof StripInSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API sends more than four; the strip shows the first HOME_BENEFITS_MAX. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('home-benefit')).toHaveLength(HOME_BENEFITS_MAX);
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/pages/talentBenefits/detail?documentNo=BEN-2021-0001');
  },
};
export const Loading: Story = { args: { status: 'loading', count: 'unknown' } };
export const Empty: Story = { args: { status: 'ready', count: 'none' } };
export const Failed: Story = {
  args: { status: 'error', count: 'unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};
