import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccessNotice } from '@/features/console/components/access-notice';
import { ApplicationsTable } from '@/features/console/components/applications-table';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { languageOf } from '../../fixtures/content';
import { inLanguage } from '../../support/languages';
import { samplePage, withConsoleMessages } from './fixtures';

/** The console's page as each visitor meets it: the bar, then the screen or what stands in its way. */
const meta = {
  title: 'Console/ConsoleFrame',
  component: ConsoleFrame,
  decorators: [withConsoleMessages],
  parameters: { route: '/console/applications' },
  args: { firstName: 'Ada', showNav: true, signOutHref: '/auth/login?clear', onSignOut: fn(), children: null },
} satisfies Meta<typeof ConsoleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const loginHref = '/auth/login?redirect=%2Fconsole%2Fapplications';

export const Applications: Story = {
  render: (args, { globals }) => (
    <ConsoleFrame {...args}>
      <AccessNoticeFreeList language={languageOf(globals)} />
    </ConsoleFrame>
  ),
};

function AccessNoticeFreeList({ language }: { language: ReturnType<typeof languageOf> }) {
  return (
    <main id="main">
      <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
        <ApplicationsTable status="ready" page={samplePage(language)} filtered={false} detailHrefOf={(id) => `/console/applications/detail?id=${id}`} pageHrefOf={() => ''} onRetry={fn()} />
      </div>
    </main>
  );
}

/** Nobody signed in: a link to the login page, which is to bring them back. */
export const SignInNeeded: Story = {
  args: { firstName: null, showNav: false },
  render: (args) => (
    <ConsoleFrame {...args}>
      <AccessNotice kind="signIn" loginHref={loginHref} />
    </ConsoleFrame>
  ),
};

/** Signed in without a console role. */
export const NoAccess: Story = {
  args: { firstName: 'Ben', showNav: false },
  render: (args) => (
    <ConsoleFrame {...args}>
      <AccessNotice kind="denied" homeHref="/pages/home" />
    </ConsoleFrame>
  ),
};

export const CheckingAccess: Story = {
  args: { showNav: false },
  render: (args) => (
    <ConsoleFrame {...args}>
      <AccessNotice kind="checking" />
    </ConsoleFrame>
  ),
};

export const CheckFailed: Story = {
  args: { showNav: false },
  render: (args) => (
    <ConsoleFrame {...args}>
      <AccessNotice kind="error" onRetry={fn()} />
    </ConsoleFrame>
  ),
};

export const SimplifiedChineseSignInNeeded: Story = { ...inLanguage('CN'), ...SignInNeeded };
export const TraditionalChineseSignInNeeded: Story = { ...inLanguage('TC'), ...SignInNeeded };
export const SimplifiedChineseNoAccess: Story = { ...inLanguage('CN'), ...NoAccess };
export const TraditionalChineseNoAccess: Story = { ...inLanguage('TC'), ...NoAccess };
export const SimplifiedChineseApplications: Story = { ...inLanguage('CN'), ...Applications };
export const TraditionalChineseApplications: Story = { ...inLanguage('TC'), ...Applications };

export const HeaderAndWayOut: Story = {
  ...Applications,
  name: 'Header: product, Console, navigation, who is signed in, sign out',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Talent Portal');
    await expect(canvas.getByTestId('console-name')).toHaveTextContent('Console');
    const nav = canvas.getByRole('navigation', { name: 'Console' });
    await expect(nav).toContainElement(canvas.getByRole('link', { name: 'Applications' }));
    await expect(canvas.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('console-user')).toHaveTextContent('Signed in as Ada');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignInLinkComesBack: Story = {
  ...SignInNeeded,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', loginHref);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
