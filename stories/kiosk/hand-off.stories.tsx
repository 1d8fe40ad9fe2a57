import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from '@/components/ui/external-link';
import { inLanguage } from '../support/languages';
import { onKiosk, withKioskFrame } from './kiosk-frame';

/** A link to a partner's site, as the pages have them: on a kiosk it offers "continue on your phone" instead. */
function PartnerLink() {
  return (
    <Stack gap="2">
      <Text>Partner · 合作伙伴</Text>
      <ExternalLink href="https://partner.example.org/apply" color="brand.fg">
        Apply online · 网上申请
      </ExternalLink>
    </Stack>
  );
}

const meta = {
  title: 'Kiosk/HandOff',
  component: PartnerLink,
  decorators: [withKioskFrame],
  ...onKiosk(),
  parameters: { ...onKiosk().parameters, kioskSpeech: null, route: '/pages/events/detail?documentNo=EVT-0002' },
} satisfies Meta<typeof PartnerLink>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }, title: RegExp) {
  await userEvent.click(await canvas.findByRole('button', { name: /Apply online/ }));
  const dialog = await within(document.body).findByRole('dialog', { name: title });
  const image = await within(dialog).findByRole('img');
  await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
  return dialog;
}

export const English: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    const dialog = await openDialog(canvas, userEvent, /Continue on your phone/);
    await expect(within(dialog).getByRole('img', { name: 'QR code of this page on the public website' })).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  ...inLanguage('CN', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async ({ canvas, userEvent }) => {
    await openDialog(canvas, userEvent, /在手机上继续/);
  },
};

export const TraditionalChinese: Story = {
  ...inLanguage('TC', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async ({ canvas, userEvent }) => {
    await openDialog(canvas, userEvent, /在手機上繼續/);
  },
};

export const Landscape: Story = {
  ...onKiosk('kioskLandscape'),
  play: async ({ canvas, userEvent }) => {
    await openDialog(canvas, userEvent, /Continue on your phone/);
  },
};
