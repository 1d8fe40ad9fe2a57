import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { PublishError } from '@/features/console/api/content-api';
import { PreviewProblems } from '@/features/console/components/preview-problems';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { eventFields } from './content-fixtures';
import { withConsoleMessages, withConsolePage } from './fixtures';

const problems: PublishError[] = [
  { language: 'CN', path: 'title', message: '必填' },
  { language: null, path: 'startsAt', message: '必填' },
  { language: 'CN', path: 'fields.unknown', message: '必填' },
];

/** The preview frame when the draft lacks what the page needs: each missing field named, with the server's reason. */
const meta = {
  title: 'Console/Content/PreviewProblems',
  component: PreviewProblems,
  decorators: [withConsolePage, withConsoleMessages],
  args: { problems, fields: eventFields, uiLanguage: 'EN' },
  render: (args, { globals }) => <PreviewProblems {...args} uiLanguage={languageOf(globals)} />,
} satisfies Meta<typeof PreviewProblems>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MissingFields: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No preview yet: 3 fields are needed first');
    await expect(alert).toHaveTextContent('CN · Title: 必填');
    await expect(alert).toHaveTextContent('Starts (all languages): 必填');
    // A field the sections do not describe keeps its path.
    await expect(alert).toHaveTextContent('CN · fields.unknown: 必填');
  },
};
export const MissingFieldsSimplifiedChinese: Story = {
  ...inLanguage('CN'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('暂无法预览：需先填写 3 个字段');
    await expect(canvas.getByRole('alert')).toHaveTextContent('开始时间');
  },
};
export const MissingFieldsTraditionalChinese: Story = {
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('暫無法預覽：須先填寫 3 個欄位');
    await expect(canvas.getByRole('alert')).toHaveTextContent('開始時間');
  },
};
