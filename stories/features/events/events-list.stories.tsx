import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EventsList } from '@/features/events/components/events-list';
import type { ResourceStatus } from '@/lib/resource';
import { eventPage, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

type Shape = 'upcoming' | 'paged' | 'none' | 'nothing-yet';

const meta = {
  title: 'Events/EventsList',
  component: EventsList,
  decorators: [withContentFrame],
  args: { status: 'ready' satisfies ResourceStatus, shape: 'upcoming' satisfies Shape, onRetry: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    const shape = args.shape as Shape;
    const page =
      shape === 'upcoming'
        ? eventPage(language, 'upcoming')
        : shape === 'paged'
          ? eventPage(language, 'past', 3)
          : shape === 'none'
            ? { list: [], total: 0, page: 1, pageSize: 12 }
            : undefined;
    return (
      <EventsList
        status={args.status as ResourceStatus}
        page={page}
        language={language}
        hrefOfPage={(n) => `/pages/events?active=2&page=${n}`}
        onRetry={args.onRetry as () => void}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    for (const badge of canvas.getAllByTestId('event-state')) await expect(badge).toHaveAttribute('data-state', 'upcoming');
  },
};
export const WithPages: Story = { args: { shape: 'paged' } };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Empty: Story = { args: { shape: 'none' } };
export const Failed: Story = { args: { status: 'error', shape: 'nothing-yet' } };
