import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportIntro } from '@/features/reports/components/report-intro';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { questionnaireOf } from '../../fixtures/reports';

/** The report's intro (/pages/reports): what it does and keeps, the five topics, then start (or continue). */
const meta = {
  title: 'Reports/ReportIntro',
  component: ReportIntro,
  decorators: [withContentFrame],
  args: { topics: questionnaireOf('EN').topics, startTo: '/pages/reports/reportstep?topic=profile', hasAnswers: false, onStartOver: fn() },
  render: (args, { globals }) => <ReportIntro {...args} topics={args.topics.length > 0 ? questionnaireOf(languageOf(globals)).topics : []} />,
} satisfies Meta<typeof ReportIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5 + 4);
    await expect(canvas.getByRole('link', { name: 'Start the questionnaire' })).toHaveAttribute('href', '/pages/reports/reportstep?topic=profile');
    await expect(canvas.getByText(/keep your answers for 30 days/)).toBeVisible();
  },
};

/** Answers of this tab are waiting: continue, or start over. */
export const WithAnswers: Story = {
  args: { hasAnswers: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Continue your answers' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

/** Before the questionnaire has loaded (or when it failed): the page still reads, without the topic list. */
export const WithoutTopics: Story = { args: { topics: [] } };
