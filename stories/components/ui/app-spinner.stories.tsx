import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppSpinner } from '@/components/ui/app-spinner';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/AppSpinner',
  component: AppSpinner,
  args: { visible: true },
} satisfies Meta<typeof AppSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Starting the portal…' })).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const SimplifiedChinese: Story = inLanguage('CN');
export const TraditionalChinese: Story = inLanguage('TC');
