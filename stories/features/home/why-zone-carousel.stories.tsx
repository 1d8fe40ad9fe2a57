import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { WhyZoneCarousel, whyZoneLabel } from '@/features/home/components/why-zone-carousel';
import { pageRoutes } from '@/lib/routes';
import { languageOf, whyZone } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const meta = {
  title: 'Home/WhyZoneCarousel',
  component: WhyZoneCarousel,
  decorators: [withContentFrame],
  // Autoplay off: a screenshot must not depend on when it was taken.
  render: (_args, { globals }) => <WhyZoneCarousel items={whyZone(languageOf(globals))} language={languageOf(globals)} autoplay={false} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** One wide slide at 1200 px and more, with the contact and about buttons. */
export const Wide: Story = {
  play: async ({ canvasElement, canvas, globals }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', pageRoutes.ith);
    await expect(canvas.getAllByRole('link')[1]).toHaveAttribute('href', pageRoutes.about);
    const first = whyZone(languageOf(globals))[0]!;
    await waitFor(() =>
      expect(canvasElement.querySelector('.swiper-slide-active')).toHaveTextContent(whyZoneLabel(first, languageOf(globals))),
    );
  },
};

/** Two slides from 768 to 1199 px. */
export const Medium: Story = { parameters: { vrt: { viewport: { width: 1000, height: 800 } } } };

/** One slide below 768 px. */
export const Narrow: Story = { parameters: { vrt: { viewport: { width: 375, height: 812 } } } };

/** With autoplay on, a pause button stops the rotation (WCAG 2.2.2). Not screenshotted while it moves. */
export const AutoplayPause: Story = {
  render: (_args, { globals }) => <WhyZoneCarousel items={whyZone(languageOf(globals))} language={languageOf(globals)} autoplay />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByTestId('carousel-autoplay-toggle');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(/start|开始|開始/i);
  },
};
