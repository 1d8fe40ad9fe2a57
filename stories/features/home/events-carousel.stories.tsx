import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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
 * The next button moves the active slide. Checked here as an interaction; not photographed, because where Swiper's
 * loop puts its duplicated slides after a move depends on animation timing, which differs from run to run.
 */
export const WideNextSlide: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const active = () => canvasElement.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index');
    // Swiper sets up its loop and moves slides asynchronously; a loaded machine needs more than the default 1 s.
    await waitFor(() => expect(active()).toBe('0'), { timeout: 5_000 });
    // A looping Swiper ignores Next while a transition runs (loopPreventsSliding), as a visitor's click would be:
    // wait until the carousel is at rest, then click.
    const instance = () => (canvasElement.querySelector('.swiper') as (HTMLElement & { swiper?: { animating: boolean } }) | null)?.swiper;
    await waitFor(() => expect(instance()?.animating).toBe(false), { timeout: 5_000 });
    await userEvent.click(canvas.getByRole('button', { name: /next|下一/i }));
    await waitFor(() => expect(active()).toBe('1'), { timeout: 5_000 });
  },
};

/** One slide per view below 768 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile2' } },
  parameters: { vrt: { viewport: { width: 414, height: 896 } } },
};
