import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { KioskDevice } from '@/features/console/api/console-api';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { KiosksTable } from '@/features/console/components/kiosks-table';
import type { KiosksState } from '@/features/console/store/console-slice';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';

/** Four terminals of a service hall: one on the home page, one in a job, one that lost its network, one gone quiet. */
const sampleKiosks: KioskDevice[] = [
  { deviceId: 'qianhai-hall-1', appVersion: '1.0.19', route: '/pages/home', online: true, silent: false, registeredAt: '2026-11-02T00:50:00.000Z', firstSeenAt: '2026-11-02T00:58:00.000Z', lastSeenAt: '2026-11-24T02:31:00.000Z' },
  { deviceId: 'qianhai-hall-2', appVersion: '1.0.19', route: '/pages/jobs/detail', online: true, silent: false, registeredAt: '2026-11-02T00:55:00.000Z', firstSeenAt: '2026-11-02T01:02:00.000Z', lastSeenAt: '2026-11-24T02:30:40.000Z' },
  { deviceId: 'shekou-desk.A', appVersion: '1.0.18', route: '/pages/events', online: false, silent: false, registeredAt: '2026-10-15T03:00:00.000Z', firstSeenAt: '2026-10-15T03:10:00.000Z', lastSeenAt: '2026-11-24T02:30:05.000Z' },
  { deviceId: 'airport_arrivals-3', appVersion: '1.0.17', route: '/', online: true, silent: true, registeredAt: null, firstSeenAt: '2026-09-30T08:00:00.000Z', lastSeenAt: '2026-11-23T22:14:00.000Z' },
];

interface Args {
  status: KiosksState['status'];
  kiosks: KioskDevice[] | undefined;
  onRetry: () => void;
}

const meta = {
  title: 'Console/KiosksTable',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', kiosks: sampleKiosks, onRetry: fn() },
  render: (args) => <KiosksTable {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Every state a kiosk can be in: online, offline as it reported, silent. */
export const WithKiosks: Story = {};
export const Refreshing: Story = { args: { status: 'loading' } };
export const Loading: Story = { args: { status: 'loading', kiosks: undefined } };
export const Empty: Story = { args: { kiosks: [] } };
export const Failed: Story = { args: { status: 'error', kiosks: undefined } };
/** A refresh failed: the last list stays, with the failure above it. */
export const RefreshFailed: Story = { args: { status: 'error' } };
export const AdminsOnly: Story = { args: { status: 'forbidden', kiosks: undefined } };

export const SimplifiedChinese: Story = { ...inLanguage('CN') };
export const TraditionalChinese: Story = { ...inLanguage('TC') };
export const SimplifiedChineseEmpty: Story = { ...inLanguage('CN'), args: { kiosks: [] } };
export const TraditionalChineseAdminsOnly: Story = { ...inLanguage('TC'), args: { status: 'forbidden', kiosks: undefined } };

/** The list inside the console's page, as an admin sees it (the bar shows the Kiosks link as current). */
export const InTheConsole: Story = {
  decorators: [
    (Story) => (
      <ConsoleFrame firstName="Ada" showNav showKiosks signOutHref="/auth/login?clear" onSignOut={fn()}>
        <main id="main">
          <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
            <Story />
          </div>
        </main>
      </ConsoleFrame>
    ),
    withConsoleMessages,
  ],
  parameters: { route: '/console/kiosks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kiosks' })).toHaveAttribute('aria-current', 'page');
  },
};

export const TableSemantics: Story = {
  name: 'Table: caption, column headers, one row per device with its state',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /4 kiosks/ });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Device', 'Last seen', 'Version', 'Page shown', 'State']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const rowOf = (device: string) => within(table).getByRole('rowheader', { name: device }).closest('tr')!;
    await expect(within(rowOf('qianhai-hall-1')).getByText('Online')).toBeVisible();
    await expect(within(rowOf('shekou-desk.A')).getByText('Offline (as the kiosk reported)')).toBeVisible();
    await expect(within(rowOf('airport_arrivals-3')).getByText('Silent')).toBeVisible();
    await expect(within(rowOf('qianhai-hall-2')).getByText('/pages/jobs/detail')).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  args: { status: 'error', kiosks: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The kiosks could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
