import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { BrandMark } from '@/components/ui/brand-mark';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/BrandMark',
  component: BrandMark,
  decorators: [
    (Story) => (
      <Box p="6" color="brand.fg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const SimplifiedChinese: Story = inLanguage('CN');
export const TraditionalChinese: Story = inLanguage('TC');
