import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChunkErrorView } from '@/components/ui/chunk-error-view';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'UI/ChunkErrorView',
  component: ChunkErrorView,
  args: { onRetry: fn() },
} satisfies Meta<typeof ChunkErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScriptChunk: Story = {
  args: { code: 'ChunkLoadError: timeout' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const StylesheetChunk: Story = { args: { code: 'CSS_CHUNK_LOAD_FAILED' } };
export const WithoutCode: Story = {};
export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { code: 'ChunkLoadError: missing' } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { code: 'ChunkLoadError: error' } };
