import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EntryStepsView } from '@/features/entry-prep/components/entry-steps-view';
import type { EntryIdentity, EntryTiming } from '@/features/entry-prep/entry-choice';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { entrySteps } from './entry-prep-fixtures';

const meta = {
  title: 'EntryPrep/EntryStepsView',
  component: EntryStepsView,
  decorators: [withContentFrame],
  args: {
    choice: { identity: 'foreigner', timing: 'before' },
    steps: [],
    ticked: [],
    ready: true,
    account: 'none',
    loginHref: '/auth/login?redirect=%2Fpages%2Fpreparationforentry%2Fstep',
    onToggle: fn(),
    onPrint: fn(),
  },
  // The steps follow the language toolbar.
  render: (args, { globals }) => <EntryStepsView {...args} steps={entrySteps(args.choice, languageOf(globals))} />,
} satisfies Meta<typeof EntryStepsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const choice = (identity: EntryIdentity, timing: EntryTiming) => ({ args: { choice: { identity, timing } } });

/** A foreign national before entry: work permit notice, authentications, Z visa, health check, housing, apps. */
export const ForeignerBefore: Story = choice('foreigner', 'before');
/** A foreign national after entry: registration within 24 hours, health check, permits, phone, bank, insurance, tax, talent card. */
export const ForeignerAfter: Story = choice('foreigner', 'after');
/** A Hong Kong or Macao resident before entry: Home Return Permit, job, documents, bank, crossing, housing. */
export const HkMacaoBefore: Story = choice('hkMacao', 'before');
/** A Hong Kong or Macao resident after entry: registration, work, phone, bank, healthcare, tax, Residence Permit, qualification. */
export const HkMacaoAfter: Story = choice('hkMacao', 'after');

/** Signed in, three of nine ticked and saved to the account. */
export const PartlyTicked: Story = {
  args: { choice: { identity: 'foreigner', timing: 'after' }, ticked: ['accommodation-registration', 'health-check', 'phone-number'], account: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 9 done', { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(3);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  },
};

/** The account could not be reached: the ticks stay in the browser, and the page says so. */
export const AccountUnreachable: Story = {
  args: { choice: { identity: 'hkMacao', timing: 'after' }, ticked: ['hk-accommodation-registration'], account: 'failed' },
};

/** As the server renders it: the boxes wait, disabled, until the browser's ticks are read. */
export const BeforeTheTicksAreRead: Story = {
  args: { ready: false },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const TicksAndPrints: Story = {
  parameters: { vrt: { capture: false } },
  args: { choice: { identity: 'hkMacao', timing: 'before' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('checkbox')[1]!);
    await expect(args.onToggle).toHaveBeenCalledWith('job-and-registration', true);
    await userEvent.click(canvas.getByTestId('entry-print'));
    await expect(args.onPrint).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'See the steps after entry' })).toHaveAttribute('href', '/pages/preparationforentry/step?identity=hkMacao&timing=after');
    await expect(canvas.getByRole('link', { name: 'Change your choice' })).toHaveAttribute('href', '/pages/preparationforentry?identity=hkMacao&timing=before');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', args.loginHref);
  },
};
