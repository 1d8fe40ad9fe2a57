import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { QrPopover } from '@/components/ui/qr-popover';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/QrPopover',
  component: QrPopover,
  args: { name: 'WeChat', url: 'https://weixin.qq.com/r/talent-portal', tone: 'dark' },
  decorators: [
    (Story) => (
      <Box pt="80" px="8" pb="8">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QrPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenByClick: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'WeChat QR code' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const image = await within(document.body).findByRole('img', { name: 'QR code for our WeChat account' });
    await waitFor(() => expect(image).toBeVisible());
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  },
};

export const OpenByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'WeChat QR code' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('img', { name: 'QR code for our WeChat account' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('img', { name: /QR code/ })).toBeNull());
  },
};

export const SimplifiedChinese: Story = {
  ...inLanguage('CN'),
  args: { name: '微信' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /微信\s*二维码/ }));
    await within(document.body).findByRole('img', { name: '我们的微信账号二维码' });
  },
};

export const TraditionalChinese: Story = {
  ...inLanguage('TC'),
  args: { name: '微信' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /微信\s*二維碼/ }));
    await within(document.body).findByRole('img', { name: '我們的微信帳號二維碼' });
  },
};
