import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BenefitsResults } from '@/features/benefits/components/benefits-results';
import type { ResourceStatus } from '@/lib/resource';
import { benefitPage, languageOf, taxonomyLabels } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

type Shape = 'page1' | 'page2' | 'none' | 'nothing-yet';

const meta = {
  title: 'Benefits/BenefitsResults',
  component: BenefitsResults,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, shape: 'page1' satisfies Shape, onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const shape = args.shape as Shape;
    const page =
      shape === 'page1' ? benefitPage(language) : shape === 'page2' ? benefitPage(language, 9, 2) : shape === 'none' ? { list: [], total: 0, page: 1, pageSize: 9 } : undefined;
    return (
      <BenefitsResults
        status={args.status as ResourceStatus}
        page={page}
        labels={taxonomyLabels(language)}
        hrefOfPage={(n) => `/pages/talentBenefits?page=${n}`}
        onRetry={args.onRetry as () => void}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('benefit-card')).toHaveLength(9);
    await expect(canvas.getByTestId('benefits-count')).toHaveTextContent('32');
    await expect(canvas.getByRole('link', { name: /page 2|第 2 页|第 2 頁/i })).toHaveAttribute('href', '/pages/talentBenefits?page=2');
  },
};
export const SecondPage: Story = {
  args: { shape: 'page2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('2');
  },
};
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Empty: Story = { args: { shape: 'none' } };
export const Failed: Story = {
  args: { status: 'error', shape: 'nothing-yet' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect((args as { onRetry: ReturnType<typeof fn> }).onRetry).toHaveBeenCalled();
  },
};
