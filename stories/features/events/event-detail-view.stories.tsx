import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EventDetailView } from '@/features/events/components/event-detail-view';
import { eventDetail, languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Events/EventDetailView',
  component: EventDetailView,
  decorators: [withContentFrame],
  args: { documentNo: 'EVT-0002' },
  render: (args, { globals }) => (
    <EventDetailView event={eventDetail(languageOf(globals), args.documentNo as string)} language={languageOf(globals)} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** An upcoming job fair: China-time dates in the interface language, a map link and the calendar file. */
export const Upcoming: Story = {
  play: async ({ canvas }) => {
    const map = canvas.getByTestId('event-map-link');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(map).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('合作区会展路5号展览馆')));
    await expect(canvas.getByTestId('event-ics-link')).toHaveAttribute('href', expect.stringMatching(/^\/api\/events\/calendar\.ics\?documentNo=EVT-0002&language=/));
  },
};

/** A past event offers no calendar download. */
export const Past: Story = {
  args: { documentNo: 'EVT-0020' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('event-ics-link')).toBeNull();
  },
};

/** An on-going week of open days across several days, captured in each language. */
export const OnGoing: Story = { args: { documentNo: 'EVT-0010' } };
