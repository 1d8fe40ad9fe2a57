import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { homeExtras, languageOf } from '../../fixtures/content';

const meta = {
  title: 'Home/HeroBanner',
  component: HeroBanner,
  // The video never starts in stories: screenshots must not catch a moving frame.
  args: { hero: undefined, autoPlay: false },
  render: (args, { globals }) => <HeroBanner {...args} hero={args.hero === undefined ? homeExtras(languageOf(globals)).hero : args.hero} />,
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster with the slogan; the play button offers the paused video. */
export const Poster: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const video = canvas.getByTestId('hero-video') as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('loop');
    const toggle = canvas.getByTestId('hero-video-toggle');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(video.paused).toBe(true);
  },
};

/** Before the home content arrives: the portal's name on the brand band, no video. */
export const Loading: Story = {
  render: (args) => <HeroBanner {...args} hero={undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('hero-video')).toBeNull();
  },
};

/** The banner as a visitor first sees it, captured in each language. */
export const Slogan: Story = {};
