import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { PageShell } from '@/components/layout/page-shell';
import { pageRoutes } from '@/lib/routes';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  args: {
    title: <FormattedMessage id="footer.link.services" />,
    children: (
      <Text>
        <FormattedMessage id="chunkError.message" />
      </Text>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBreadcrumbs: Story = {
  args: {
    title: <FormattedMessage id="services.tab.volunteer" />,
    breadcrumbs: [
      { label: <FormattedMessage id="footer.link.home" />, to: pageRoutes.home },
      { label: <FormattedMessage id="footer.link.services" />, to: pageRoutes.services },
      { label: <FormattedMessage id="services.tab.volunteer" /> },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Volunteer services');
    await expect(canvas.getByText('Volunteer services', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Talent services' })).toHaveAttribute('href', pageRoutes.services);
  },
};

export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: WithBreadcrumbs.args };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: WithBreadcrumbs.args };
