import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const SimplifiedChinese: Story = inLanguage('CN');
export const TraditionalChinese: Story = inLanguage('TC');
