import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaLibraryView } from '@/features/console/components/media-library-view';
import { MediaUploadForm } from '@/features/console/components/media-upload-form';
import type { ResourceStatus } from '@/lib/resource';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { mediaAssets, mediaPage } from './content-fixtures';
import { withConsoleMessages, withConsolePage } from './fixtures';

interface Args {
  mode: 'edit' | 'pick';
  status: ResourceStatus;
  shape: 'page' | 'none' | 'nothing-yet';
  uploadFailure: string | null;
  onUpload: (upload: unknown) => void;
  onPick: (asset: unknown) => void;
  onSaveAlt: (assetNo: string, alt: unknown) => void;
  onSearch: (q: string | undefined) => void;
}

const meta = {
  title: 'Console/Media/Library',
  decorators: [withConsolePage, withConsoleMessages],
  args: { mode: 'edit', status: 'ready', shape: 'page', uploadFailure: null, onUpload: fn(), onPick: fn(), onSaveAlt: fn(), onSearch: fn() },
  render: (args, { globals }) => {
    const page = args.shape === 'page' ? mediaPage() : args.shape === 'none' ? mediaPage([]) : undefined;
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)', gap: '1.5rem', alignItems: 'start' }}>
        <MediaUploadForm pending={false} failure={args.uploadFailure ? { text: args.uploadFailure } : null} onUpload={args.onUpload} />
        <MediaLibraryView
          uiLanguage={languageOf(globals)}
          status={args.status}
          page={page}
          q={undefined}
          onSearch={args.onSearch}
          onPage={fn()}
          onRetry={fn()}
          {...(args.mode === 'pick' ? { onPick: args.onPick } : { onSaveAlt: args.onSaveAlt, alt: { pending: null, failure: null, saved: null } })}
        />
      </div>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Library: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = canvas.getAllByTestId('media-item');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('img', { name: 'The service hall of the Qianhai talent hub' })).toBeVisible();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Edit alternative text', description: 'MED-0001' }));
    const tc = within(items[0]!).getByRole('textbox', { name: /Traditional Chinese/ });
    await userEvent.clear(tc);
    await expect(within(items[0]!).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(tc, '前海人才港大堂');
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Save' }));
    await expect(args.onSaveAlt).toHaveBeenCalledWith('MED-0001', { ...mediaAssets[0]!.alt, TC: '前海人才港大堂' });
  },
};
export const LibrarySimplifiedChinese: Story = { ...inLanguage('CN') };
export const LibraryTraditionalChinese: Story = { ...inLanguage('TC') };
export const Empty: Story = { args: { shape: 'none' } };
export const Loading: Story = { args: { status: 'loading', shape: 'nothing-yet' } };
export const Failed: Story = { args: { status: 'error', shape: 'nothing-yet' } };

/** Opened from an image field: each image offers itself. */
export const PickMode: Story = {
  args: { mode: 'pick' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use this image', description: 'MED-0002 Speakers on stage at the talent forum' }));
    await expect(args.onPick).toHaveBeenCalledWith(mediaAssets[1]);
  },
};
export const PickModeTraditionalChinese: Story = { ...inLanguage('TC'), args: { mode: 'pick' } };

/** Nothing filled in: every field at fault says so, the first takes the focus, nothing is sent. */
export const UploadErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = within(canvas.getByTestId('media-upload'));
    await userEvent.click(form.getByRole('button', { name: 'Upload' }));
    await expect(form.getByText('Choose an image file.')).toBeVisible();
    await expect(form.getByText('Describe the image in Traditional Chinese (TC).')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveTextContent('4 fields need attention.');
    await expect(canvas.getByTestId('media-file')).toHaveFocus();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A GIF and a 12 MB file are refused before sending, as the server would refuse them. */
export const UploadWrongFile: Story = {
  play: async ({ canvas, args }) => {
    // Someone who picks "all files" in the browser's dialog can choose any file: the form's own check must hold.
    const user = userEvent.setup({ applyAccept: false });
    const form = within(canvas.getByTestId('media-upload'));
    const input = canvas.getByTestId('media-file');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await user.type(form.getByRole('textbox', { name: /English/ }), 'Hall');
    await user.type(form.getByRole('textbox', { name: /Simplified/ }), '大厅');
    await user.type(form.getByRole('textbox', { name: /Traditional/ }), '大堂');
    await user.click(form.getByRole('button', { name: 'Upload' }));
    await expect(form.getByText('Only JPEG, PNG, WebP or AVIF images can be uploaded.')).toBeVisible();
    await expect(input).toHaveFocus();
    await user.upload(input, new File([new Uint8Array(12 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    await expect(form.getByText('This file is larger than 10 MB.')).toBeVisible();
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'hall.jpg', { type: 'image/jpeg' }));
    await user.click(form.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith({ file: expect.any(File), alt: { EN: 'Hall', CN: '大厅', TC: '大堂' } });
  },
};
export const UploadRefusedByServerTraditionalChinese: Story = { ...inLanguage('TC'), args: { uploadFailure: '圖片內容不是 JPEG、PNG、WebP 或 AVIF。' } };
export const UploadRefusedByServerSimplifiedChinese: Story = { ...inLanguage('CN'), args: { uploadFailure: '图片内容不是 JPEG、PNG、WebP 或 AVIF。' } };
