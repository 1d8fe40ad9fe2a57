import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Heading, Text } from '@chakra-ui/react';
import { inLanguage } from '../support/languages';
import { onKiosk, withKioskFrame } from './kiosk-frame';

/** A page's content under the reading-aids bar (the bar itself comes with the kiosk frame). */
function SamplePage() {
  return (
    <>
      <Heading as="h1" size="2xl" mb="4">
        Talent benefits · 人才福利
      </Heading>
      <Text maxW="3xl">
        Housing, schooling and start-up support for talents who come to work in the city. 为来本市工作的人才提供住房、子女教育和创业支持。
      </Text>
    </>
  );
}

const meta = {
  title: 'Kiosk/AccessControls',
  component: SamplePage,
  decorators: [withKioskFrame],
  ...onKiosk(),
} satisfies Meta<typeof SamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => within(document.body).getByTestId('kiosk-access-controls');

export const English: Story = {
  play: async ({ userEvent }) => {
    const controls = within(bar());
    const before = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await userEvent.click(controls.getByRole('button', { name: /Larger text/ }));
    await waitFor(() => expect(parseFloat(getComputedStyle(document.documentElement).fontSize)).toBeGreaterThan(before));
    await expect(controls.getByTestId('kiosk-text-size')).toHaveTextContent('Text size 2 of 3');
    await expect(controls.getByRole('button', { name: /Read aloud/ })).toBeVisible();
    await userEvent.click(controls.getByRole('button', { name: /Smaller text/ }));
  },
};

export const HighContrast: Story = {
  play: async ({ userEvent }) => {
    const contrast = within(bar()).getByRole('button', { name: /High contrast/ });
    await userEvent.click(contrast);
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(document.documentElement).toHaveAttribute('data-kiosk-contrast');
  },
};

export const NoVoice: Story = {
  parameters: { kioskSpeech: null },
  play: async () => {
    await expect(within(bar()).queryByRole('button', { name: /Read aloud/ })).toBeNull();
  },
};

export const SimplifiedChinese: Story = {
  ...inLanguage('CN', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async () => {
    await expect(within(bar()).getByRole('button', { name: /放大文字/ })).toBeVisible();
    await expect(within(bar()).getByRole('button', { name: /朗读/ })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  ...inLanguage('TC', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async () => {
    await expect(within(bar()).getByRole('button', { name: /高對比度/ })).toBeVisible();
    await expect(within(bar()).getByRole('button', { name: /朗讀/ })).toBeVisible();
  },
};

export const Landscape: Story = {
  ...onKiosk('kioskLandscape'),
};
