import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ServicesResults } from '@/features/services/components/services-results';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf, servicePage, talentTypeLabels } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

type Shape = 'packs' | 'volunteer' | 'none' | 'nothing-yet';

const meta = {
  title: 'Services/ServicesResults',
  component: ServicesResults,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, shape: 'packs' satisfies Shape, onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const shape = args.shape as Shape;
    const page =
      shape === 'packs'
        ? servicePage(language, 'servicePacks', 6)
        : shape === 'volunteer'
          ? servicePage(language, 'volunteer', 6)
          : shape === 'none'
            ? { list: [], total: 0, page: 1, pageSize: 12 }
            : undefined;
    const active = shape === 'volunteer' ? 4 : 0;
    return (
      <ServicesResults
        status={args.status as ResourceStatus}
        page={page}
        active={active}
        talentLabels={talentTypeLabels(language)}
        hrefOfPage={(n) => `/pages/services?active=${active}&page=${n}`}
        onRetry={args.onRetry as () => void}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The first six of the 100 packs (six to a page here, so the screenshot holds them): count and page links. */
export const Packs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('service-card')).toHaveLength(6);
    await expect(canvas.getByTestId('services-count')).toHaveTextContent('100');
    await expect(canvas.getByRole('link', { name: /page 2|第 2 页|第 2 頁/i })).toHaveAttribute('href', '/pages/services?active=0&page=2');
  },
};
export const Volunteer: Story = {
  args: { shape: 'volunteer' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link', { name: (_, element) => element.closest('h2') !== null })) {
      await expect(link.getAttribute('href')).toMatch(/active=4$/);
    }
  },
};
export const NoneFound: Story = { args: { shape: 'none' } };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Failed: Story = { args: { status: 'error', shape: 'nothing-yet' } };
