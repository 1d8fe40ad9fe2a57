import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as globalUserEvent, waitFor, within } from 'storybook/test';
import { UserDetailView } from '@/features/console/components/users-detail-view';
import { UsersFilters, UsersTable } from '@/features/console/components/users-list';
import type { StaffOutcome, UserAction } from '@/features/console/store/staff-slice';
import type { ResourceStatus } from '@/lib/resource';
import { inLanguage } from '../../support/languages';
import { withConsoleMessages, withConsolePage } from './fixtures';
import { sampleUsers, usersPage } from './staff-fixtures';

interface ListArgs {
  status: ResourceStatus;
  empty?: boolean;
  onFilter: (next: unknown) => void;
  onRetry: () => void;
}

/** The accounts list with its filters: search, status, role, paging. */
const meta = {
  title: 'Console/Staff/Users',
  decorators: [withConsolePage, withConsoleMessages],
  args: { status: 'ready', onFilter: fn(), onRetry: fn() },
  render: ({ status, empty, onFilter, onRetry }) => (
    <>
      <UsersFilters q={undefined} status={undefined} role={undefined} onChange={onFilter} />
      <UsersTable
        status={status}
        page={status === 'error' || (status === 'loading' && empty) ? undefined : empty ? { list: [], total: 0, page: 1, pageSize: 20 } : usersPage(45)}
        filtered={false}
        detailHrefOf={(id) => `/console/users/${id}`}
        pageHrefOf={(page) => `/console/users?page=${page}`}
        onRetry={onRetry}
      />
    </>
  ),
} satisfies Meta<ListArgs>;

export default meta;
type Story = StoryObj<ListArgs>;

export const List: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: /45 users · page 1 of 3/ });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'E-mail', 'Roles', 'Status', 'Second factor', 'Created']);
    const chen = within(table).getByRole('rowheader', { name: '陈伟' }).closest('tr')!;
    await expect(within(chen).getByText('Editor: Events')).toBeVisible();
    await expect(within(chen).getByText('Editor: Talent benefits')).toBeVisible();
    const kenji = within(table).getByRole('rowheader', { name: 'Kenji' }).closest('tr')!;
    await expect(within(kenji).getByText('Deactivated')).toBeVisible();
    await expect(within(kenji).getByText('Recruiter: ITH-0007')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maria' })).toHaveAttribute('href', '/console/users/12');
    await expect(canvas.getByRole('navigation', { name: /pages|Pages/ })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or e-mail' }), 'chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({ q: 'chen', status: undefined, role: undefined });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'hub');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ q: undefined, status: undefined, role: 'hub' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'inactive');
    await expect(args.onFilter).toHaveBeenLastCalledWith({ q: undefined, status: 'inactive', role: undefined });
  },
};
export const Loading: Story = { args: { status: 'loading', empty: true } };
export const Empty: Story = { args: { empty: true } };
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The users could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const SimplifiedChineseList: Story = { ...inLanguage('CN') };
export const TraditionalChineseList: Story = {
  ...inLanguage('TC'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: /共 45 個用戶/ })).toBeVisible();
    await expect(canvas.getAllByText('編輯：活動')[0]).toBeVisible();
  },
};

/* ---------- The detail ---------- */

interface DetailArgs {
  user: (typeof sampleUsers)[number];
  pending: UserAction | null;
  outcome: StaffOutcome<UserAction> | null;
  deleteOpen: boolean;
  onActive: (active: boolean) => void;
  onRoles: (roles: string[]) => void;
  onPasswordReset: () => void;
  onSecondFactorReset: () => void;
  onDelete: () => void;
}

const detailArgs: DetailArgs = {
  user: sampleUsers[1]!,
  pending: null,
  outcome: null,
  deleteOpen: false,
  onActive: fn(),
  onRoles: fn(),
  onPasswordReset: fn(),
  onSecondFactorReset: fn(),
  onDelete: fn(),
};

const renderDetail = ({ deleteOpen, ...args }: DetailArgs) => <UserDetailView {...args} initialDeleteOpen={deleteOpen} />;

export const Detail: StoryObj<DetailArgs> = {
  args: detailArgs,
  render: renderDetail,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Events' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Jobs' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Jobs' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Talent Hub inbox/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recruiter for enterprises' }), 'ith-0012');
    await userEvent.click(canvas.getByRole('button', { name: 'Save roles' }));
    await expect(args.onRoles).toHaveBeenCalledWith(['editor:benefit', 'editor:event', 'editor:job', 'recruiter:ITH-0012', 'hub']);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onActive).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Force a password reset' }));
    await expect(args.onPasswordReset).toHaveBeenCalledOnce();
  },
};

export const DetailRecruiterNumberInvalid: StoryObj<DetailArgs> = {
  args: { ...detailArgs, user: sampleUsers[3]! },
  render: renderDetail,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset the second factor' })).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Recruiter for enterprises' });
    await userEvent.type(field, '{enter}ITH-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save roles' }));
    await expect(canvas.getByTestId('console-roles-recruiter-error')).toHaveTextContent('ITH-12');
    await expect(args.onRoles).not.toHaveBeenCalled();
  },
};

export const DetailLastAdmin: StoryObj<DetailArgs> = {
  args: {
    ...detailArgs,
    user: sampleUsers[0]!,
    outcome: { kind: 'failed', action: 'roles', id: 1, failure: { messageId: 'console.users.lastAdmin' }, lastAdmin: true },
  },
  render: renderDetail,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is the last administrator');
    await expect(canvas.getByRole('checkbox', { name: /^Administrator/ })).toBeChecked();
  },
};

export const DetailSaved: StoryObj<DetailArgs> = {
  args: { ...detailArgs, outcome: { kind: 'done', action: 'roles', id: 7 } },
  render: renderDetail,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The roles are saved.');
  },
};

export const DeleteDialog: StoryObj<DetailArgs> = {
  args: { ...detailArgs, deleteOpen: true },
  render: renderDetail,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this account?' });
    await expect(dialog).toHaveTextContent('Personal Information Protection Law');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: /type the account's e-mail/ });
    await globalUserEvent.type(field, 'someone@else.org');
    await expect(confirm).toBeDisabled();
    await globalUserEvent.clear(field);
    await globalUserEvent.type(field, 'CHEN.editor@example.cn');
    await waitFor(() => expect(confirm).toBeEnabled());
    await globalUserEvent.click(confirm);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const SimplifiedChineseDetail: StoryObj<DetailArgs> = { ...inLanguage('CN'), args: detailArgs, render: renderDetail };
export const TraditionalChineseDetail: StoryObj<DetailArgs> = { ...inLanguage('TC'), args: detailArgs, render: renderDetail };
export const SimplifiedChineseLastAdmin: StoryObj<DetailArgs> = { ...inLanguage('CN'), ...DetailLastAdmin, play: undefined };
export const TraditionalChineseLastAdmin: StoryObj<DetailArgs> = { ...inLanguage('TC'), ...DetailLastAdmin, play: undefined };
export const SimplifiedChineseDeleteDialog: StoryObj<DetailArgs> = {
  ...inLanguage('CN'),
  args: { ...detailArgs, deleteOpen: true },
  render: renderDetail,
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: '删除此账户？' })).toHaveTextContent('个人信息保护法');
  },
};
export const TraditionalChineseDeleteDialog: StoryObj<DetailArgs> = {
  ...inLanguage('TC'),
  args: { ...detailArgs, deleteOpen: true },
  render: renderDetail,
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: '刪除此帳戶？' })).toHaveTextContent('個人信息保護法');
  },
};
