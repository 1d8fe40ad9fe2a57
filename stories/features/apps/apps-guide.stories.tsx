import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppsGuide } from '@/features/apps/components/apps-guide';
import type { ResourceStatus } from '@/lib/resource';
import { appsGuide, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Apps/AppsGuide',
  component: AppsGuide,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, categories: 2, onRetry: fn() },
  render: (args, { globals }) => (
    <AppsGuide
      status={args.status as ResourceStatus}
      categories={args.status === 'ready' ? appsGuide(languageOf(globals)).slice(0, args.categories as number) : undefined}
      onRetry={args.onRetry as () => void}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The first two categories: the whole guide is taller than a browser renders for one screenshot. */
export const Guide: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Failed: Story = { args: { status: 'error' } };

export const CategoryLinks: Story = {
  args: { categories: 9 },
  // The whole guide, about 5,400 px tall: more than the browser renders for one screenshot (the lower part comes out
  // blank). Its content is asserted here; the Guide story is photographed.
  parameters: { vrt: { capture: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const links = nav.querySelectorAll('a');
    await expect(links).toHaveLength(9);
    for (const link of links) {
      const target = canvas.getByTestId('app-categories').ownerDocument.getElementById(link.getAttribute('href')!.slice(1));
      await expect(target).not.toBeNull();
    }
    for (const section of canvas.getAllByTestId('app-category')) {
      await expect(section.querySelectorAll('[data-testid="app-card"]').length).toBeGreaterThanOrEqual(4);
    }
  },
};
