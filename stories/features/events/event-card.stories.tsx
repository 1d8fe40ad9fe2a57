import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { EventCard } from '@/features/events/components/event-card';
import type { EventState } from '@/features/events/api/events-api';
import { eventItems, languageOf } from '../../fixtures/content';

const meta = {
  title: 'Events/EventCard',
  component: EventCard,
  args: { state: 'upcoming' },
  render: (args, { globals }) => (
    <Box maxW="sm" p="6">
      <EventCard event={eventItems(languageOf(globals), args.state as EventState)[0]!} language={languageOf(globals)} />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/documentNo=EVT-\d{4}&language=\w\w&state=upcoming$/));
  },
};
export const OnGoing: Story = { args: { state: 'on-going' } };
export const Past: Story = { args: { state: 'past' } };
