import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Box } from '@chakra-ui/react';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { pageRoutes } from '@/lib/routes';
import { inLanguage } from '../../support/languages';

const trail = [
  { label: <FormattedMessage id="footer.link.home" />, to: pageRoutes.home },
  { label: <FormattedMessage id="footer.link.services" />, to: pageRoutes.services },
  { label: <FormattedMessage id="services.tab.government" /> },
];

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: trail },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Government services')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', pageRoutes.home);
  },
};

export const TwoLevels: Story = { args: { items: [trail[0]!, { label: <FormattedMessage id="footer.link.events" /> }] } };
export const SimplifiedChinese: Story = inLanguage('CN');
export const TraditionalChinese: Story = inLanguage('TC');
