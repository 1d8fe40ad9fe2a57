import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { withMinHeight } from '../../support/frames';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { language: 'EN', onChange: fn() },
  decorators: [
    (Story) => (
      <Box p="4" display="flex" justifyContent="flex-end" maxW="md">
        <Story />
      </Box>
    ),
    withMinHeight('220px'),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '简体中文' })).toHaveAttribute('lang', 'zh-Hans');
    await expect(canvas.getByRole('button', { name: '繁體中文' })).toHaveAttribute('lang', 'zh-Hant');
  },
};

export const PickByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: /Language/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('TC');
  },
};

export const CurrentLanguageIsNoChange: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ListLayout: Story = { args: { layout: 'list', language: 'CN' }, ...inLanguage('CN') };
export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { language: 'CN', defaultOpen: true } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { language: 'TC', defaultOpen: true } };
