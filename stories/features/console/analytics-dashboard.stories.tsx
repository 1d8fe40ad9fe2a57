import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AnalyticsDashboard, AnalyticsRange, CsvReport } from '@/features/console/api/analytics-api';
import { addDays } from '@/features/console/analytics-rules';
import { AnalyticsDashboardView } from '@/features/console/components/analytics-dashboard';
import type { DashboardStatus } from '@/features/console/store/analytics-slice';
import { withConsoleMessages, withConsolePage } from './fixtures';

const range: AnalyticsRange = { from: '2026-10-27', to: '2026-11-25' };
const TODAY = '2026-11-25';

/** Thirty days of a portal: weekdays busier than weekends, a launch in the third week. */
const series = Array.from({ length: 30 }, (_, index) => {
  const day = addDays(range.from, index);
  const weekend = index % 7 === 5 || index % 7 === 6;
  const pageviews = (weekend ? 180 : 420) + (index >= 15 && index < 19 ? 600 : 0) + ((index * 37) % 90);
  return { day, pageviews, visitors: Math.round(pageviews * 0.38) };
});
const pageviews = series.reduce((sum, day) => sum + day.pageviews, 0);
const visitors = series.reduce((sum, day) => sum + day.visitors, 0);

const loaded: AnalyticsDashboard = {
  ...range,
  totals: { visitors, pageviews, events: 1_204 },
  series,
  pages: [
    { path: '/pages/home', pageviews: 4_812, visitors: 2_950 },
    { path: '/pages/jobs', pageviews: 2_204, visitors: 1_020 },
    { path: '/pages/benefits', pageviews: 1_530, visitors: 880 },
    { path: '/pages/tools/calculator', pageviews: 960, visitors: 610 },
    { path: '/pages/search', pageviews: 702, visitors: 455 },
    { path: '/pages/events/EV-0012', pageviews: 388, visitors: 301 },
  ],
  languages: [
    { language: 'CN', pageviews: 6_120, visitors: 2_400 },
    { language: 'EN', pageviews: 3_870, visitors: 1_700 },
    { language: 'TC', pageviews: 1_950, visitors: 760 },
  ],
  devices: [
    { device: 'mobile', pageviews: 7_010, visitors: 3_050 },
    { device: 'desktop', pageviews: 3_640, visitors: 1_420 },
    { device: 'tablet', pageviews: 1_290, visitors: 390 },
  ],
  referrers: [
    { host: 'mp.weixin.qq.com', pageviews: 1_320, visitors: 980 },
    { host: 'www.baidu.com', pageviews: 845, visitors: 700 },
    { host: 'www.linkedin.com', pageviews: 212, visitors: 190 },
  ],
  surfaces: [
    { surface: 'web', device: 'mobile', pageviews: 7_010, visitors: 3_050 },
    { surface: 'web', device: 'tablet', pageviews: 310, visitors: 140 },
    { surface: 'web', device: 'desktop', pageviews: 3_640, visitors: 1_420 },
    { surface: 'kiosk', device: 'mobile', pageviews: 0, visitors: 0 },
    { surface: 'kiosk', device: 'tablet', pageviews: 980, visitors: 250 },
    { surface: 'kiosk', device: 'desktop', pageviews: 0, visitors: 0 },
  ],
  events: [
    { kind: 'search', count: 702, visitors: 455 },
    { kind: 'assistant_answered', count: 188, visitors: 150 },
    { kind: 'calculator_completed', count: 140, visitors: 121 },
    { kind: 'report_completed', count: 96, visitors: 90 },
    { kind: 'resume_delivered', count: 61, visitors: 44 },
    { kind: 'assistant_handoff', count: 17, visitors: 17 },
  ],
  searches: { withResults: 618, withoutResults: 84 },
  searchGaps: [
    { query: '人才住房补贴', language: 'CN', count: 21 },
    { query: 'driving licence conversion', language: 'EN', count: 14 },
    { query: '港澳青年創業資助', language: 'TC', count: 9 },
    { query: 'pet import', language: 'EN', count: 4 },
  ],
};

const empty: AnalyticsDashboard = {
  ...range,
  totals: { visitors: 0, pageviews: 0, events: 0 },
  series: series.map(({ day }) => ({ day, pageviews: 0, visitors: 0 })),
  pages: [],
  languages: [],
  devices: [],
  referrers: [],
  surfaces: [],
  events: [],
  searches: { withResults: 0, withoutResults: 0 },
  searchGaps: [],
};

interface Args {
  status: DashboardStatus;
  data: AnalyticsDashboard | undefined;
  exporting: CsvReport | null;
  onRangeChange: (range: AnalyticsRange) => void;
  onExport: (report: CsvReport) => void;
  onRetry: () => void;
}

/** The site statistics for admins and editors: range, totals, the daily chart and its table, the parts, CSV export. */
const meta = {
  title: 'Console/Analytics',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', data: loaded, exporting: null, onRangeChange: fn(), onExport: fn(), onRetry: fn() },
  render: (args) => <AnalyticsDashboardView range={range} today={TODAY} exportFailure={null} {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Loaded: Story = {};
export const Empty: Story = { args: { data: empty } };
export const Loading: Story = { args: { status: 'loading', data: undefined } };
export const Failed: Story = { args: { status: 'error', data: undefined } };

export const ReadingAndExporting: Story = {
  name: 'Tables name their columns; the day table, quick ranges and the export work',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('console-analytics-total-pageviews')).toHaveTextContent(pageviews.toLocaleString('en'));
    const gaps = canvas.getByRole('table', { name: 'Searches without results' });
    await expect(within(gaps).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Search words', 'Searches']);
    await expect(within(gaps).getByRole('rowheader', { name: /人才住房补贴/ })).toBeVisible();
    const surfaces = canvas.getByRole('table', { name: 'Page views on the web and on kiosks, per device' });
    await expect(within(surfaces).getByRole('rowheader', { name: 'Tablet' }).closest('tr')).toHaveTextContent('Tablet310980');

    await userEvent.click(canvas.getByText('Show the days as a table'));
    const days = canvas.getByRole('table', { name: 'Visitors and page views per day' });
    await expect(within(days).getAllByRole('row')).toHaveLength(31);

    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ from: '2026-11-19', to: TODAY });

    await userEvent.selectOptions(canvas.getByLabelText('Part to export'), 'searches');
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('searches');

    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 366 days');
    await expect(args.onRangeChange).toHaveBeenCalledTimes(1);
  },
};
