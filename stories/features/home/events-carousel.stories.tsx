import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { EventsCarousel } from '@/features/home/components/events-carousel';
import { languageOf, topEvents } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Home/EventsCarousel',
  component: EventsCarousel,
  decorators: [withContentFrame],
  render: (_args, { globals }) => <EventsCarousel events={topEvents(languageOf(globals))} language={languageOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Two slides per view at 1280 px, the active one centred. */
export const Wide: Story = {};

/**
 * The next button drives Swiper. Checked here as the wiring (the button calls Swiper's slideNext once), because in the
 * parallel story runner a background frame's transitions and animation frames are throttled, so where Swiper's loop
 * puts the active slide after a move depends on timing; the home page's e2e test moves the real carousel in Chromium.
 */
export const WideNextSlide: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    type Instance = { slideNext: () => unknown; slidePrev: () => unknown };
    const instance = () => (canvasElement.querySelector('.swiper') as (HTMLElement & { swiper?: Instance }) | null)?.swiper;
    // Swiper sets up its loop asynchronously; a loaded machine needs more than the default 1 s.
    await waitFor(() => expect(instance()).toBeDefined(), { timeout: 5_000 });
    const next = spyOn(instance()!, 'slideNext');
    const previous = spyOn(instance()!, 'slidePrev');
    await userEvent.click(canvas.getByRole('button', { name: /next|下一/i }));
    await expect(next).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /previous|上一/i }));
    await expect(previous).toHaveBeenCalledTimes(1);
  },
};

/** One slide per view below 768 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2' } },
  parameters: { vrt: { viewport: { width: 414, height: 896 } } },
};
