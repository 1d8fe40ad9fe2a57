import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Footer } from '@/components/layout/footer';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { language: 'EN' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volunteer services' })).toHaveAttribute('href', '/pages/services?active=4');
    await expect(canvas.getByRole('link', { name: 'Talent services' })).toHaveAttribute('href', '/pages/services?active=0');
    const [external] = canvas.getAllByRole('link', { name: /Labour Department, HKSAR.*new tab/ });
    await expect(external!).toHaveAttribute('target', '_blank');
    await expect(external!).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: /Privacy statement/ })).toHaveAttribute('href', '/legal/privacy-en.html');
  },
};

export const QrPopoverOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'WeChat QR code' }));
    const image = await within(document.body).findByRole('img', { name: 'QR code for our WeChat account' });
    await waitFor(() => expect(image).toBeVisible());
  },
};

export const SimplifiedChinese: Story = {
  ...inLanguage('CN'),
  args: { language: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /隐私声明/ })).toHaveAttribute('href', '/legal/privacy-zh-hans.html');
  },
};

export const TraditionalChinese: Story = {
  ...inLanguage('TC'),
  args: { language: 'TC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /私隱聲明/ })).toHaveAttribute('href', '/legal/privacy-zh-hant.html');
  },
};
