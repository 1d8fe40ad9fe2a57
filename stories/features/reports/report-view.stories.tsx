import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ReportActions } from '@/features/reports/components/report-actions';
import { ReportUnavailable } from '@/features/reports/components/report-unavailable';
import { ReportView } from '@/features/reports/components/report-view';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { reportOf } from '../../fixtures/reports';

const actions = (
  <ReportActions
    pdfHref="/api/tools/reports/3f9c2a7d5e1b4c6a8d0f2e4b6a8c0d1e/pdf?language=EN"
    shareUrl="https://portal.example/pages/reports/reportstep?report=3f9c2a7d5e1b4c6a8d0f2e4b6a8c0d1e"
    shareUntil="15 April 2026"
    onPrint={fn()}
    onStartAgain={fn()}
    copy={() => Promise.resolve(true)}
  />
);

/** A generated report: verdicts with reasons and amounts, then what fits, the entry steps and the cost of living. */
const meta = {
  title: 'Reports/ReportView',
  component: ReportView,
  decorators: [withContentFrame],
  args: { report: reportOf('EN'), actions },
  render: (args, { globals }) => <ReportView {...args} report={reportOf(languageOf(globals))} />,
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eligible, possibly eligible and not eligible benefits, each reason marked by a sign and a word, not colour alone. */
export const MixedVerdicts: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(within(canvas.getByTestId('verdict-group-eligible')).getAllByTestId('report-benefit')).toHaveLength(1);
    await expect(within(canvas.getByTestId('verdict-group-possible')).getAllByTestId('report-benefit')).toHaveLength(2);
    await expect(within(canvas.getByTestId('verdict-group-notEligible')).getAllByTestId('report-benefit')).toHaveLength(1);
    const reasons = canvas.getAllByTestId('benefit-reason');
    await expect(reasons.map((reason) => reason.firstElementChild?.textContent)).toContain('?Missing:');
    await expect(canvas.getByText('100,000 yuan, paid once')).toBeVisible();
    await expect(canvas.getByTestId('report-entry-link')).toHaveAttribute('href', '/pages/preparationforentry/step?identity=foreigner&timing=before');
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy share link' }));
    await expect(await canvas.findByText(/Link copied/)).toBeVisible();
  },
};

/** A mainland citizen: no entry preparation; nothing fits in services, events and jobs. */
export const MainlandNothingElse: Story = {
  render: (args, { globals }) => (
    <ReportView {...args} report={{ ...reportOf(languageOf(globals)), entry: null, services: [], events: [], jobs: [] }} />
  ),
};

/** The clipboard refused: the link is shown selected, to copy by hand. */
export const CopyRefused: Story = {
  args: {
    actions: (
      <ReportActions
        pdfHref="/api/tools/reports/3f9c2a7d5e1b4c6a8d0f2e4b6a8c0d1e/pdf?language=EN"
        shareUrl="https://portal.example/pages/reports/reportstep?report=3f9c2a7d5e1b4c6a8d0f2e4b6a8c0d1e"
        shareUntil="15 April 2026"
        onPrint={fn()}
        onStartAgain={fn()}
        copy={() => Promise.resolve(false)}
      />
    ),
  },
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy share link' }));
    await expect(await canvas.findByRole('textbox', { name: /copy it yourself/ })).toHaveValue(
      'https://portal.example/pages/reports/reportstep?report=3f9c2a7d5e1b4c6a8d0f2e4b6a8c0d1e',
    );
  },
};

/** An unknown report, or one whose share period has ended. */
export const Expired: Story = {
  render: () => <ReportUnavailable onStartAgain={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This report is no longer available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make a new report' })).toBeVisible();
  },
};
