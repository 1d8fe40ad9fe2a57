import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { HkMacaoTabList } from '@/features/hkmacao/components/hkmacao-tab-list';
import type { ResourceStatus } from '@/lib/resource';
import { hkMacaoTeasers, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

type Tab = 'benefits' | 'services' | 'events';

const meta = {
  title: 'HkMacao/HkMacaoTabList',
  component: HkMacaoTabList,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, tab: 'events' satisfies Tab, onRetry: fn() },
  render: (args, { globals }) => {
    const all = hkMacaoTeasers(languageOf(globals), args.tab as Tab);
    return (
      <HkMacaoTabList
        status={args.status as ResourceStatus}
        page={args.status === 'ready' ? { list: all.slice(0, 3), total: all.length, page: 1, pageSize: 3 } : undefined}
        hrefOfPage={(n) => `/pages/hkmacao?active=2&page=${n}`}
        onRetry={args.onRetry as () => void}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Coming events for Hong Kong and Macao residents, with their state and date. */
export const Events: Story = {};
/** Services have no picture: a coloured top edge instead. */
export const Services: Story = {
  args: { tab: 'services' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link').filter((each) => each.closest('h3'))) {
      await expect(link.getAttribute('href')).toMatch(/^\/pages\/services\/serviceDetail\?documentNo=SVC-\d{4}&active=\d$/);
    }
  },
};
export const Failed: Story = { args: { status: 'error' } };
