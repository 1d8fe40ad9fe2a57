import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { AppGuideCard } from '@/features/apps/components/app-guide-card';
import type { EnglishInterface as EnglishLevel } from '@/features/apps/api/apps-api';
import { guideApp, languageOf } from '../../fixtures/content';

const meta = {
  title: 'Apps/AppGuideCard',
  component: AppGuideCard,
  args: { englishInterface: 'full' },
  render: (args, { globals }) => (
    <Box maxW="sm" p="6" pt="72">
      <AppGuideCard app={guideApp(languageOf(globals), args.englishInterface as EnglishLevel)} />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const EnglishInterface: Story = {};
export const PartlyEnglish: Story = { args: { englishInterface: 'partial' } };
export const ChineseOnly: Story = { args: { englishInterface: 'none' } };

export const QrCodeOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(canvas.getByRole('button', { expanded: true })).toBeVisible();
    await expect(await canvas.findByRole('img')).toBeVisible();
  },
};
