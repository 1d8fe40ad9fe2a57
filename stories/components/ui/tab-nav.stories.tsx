import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { TabNav } from '@/components/ui/tab-nav';
import { serviceTabItems } from '@/components/layout/nav-items';
import { inLanguage } from '../../support/languages';

const items = serviceTabItems.map((tab) => ({ key: tab.key, to: tab.to, label: <FormattedMessage id={tab.messageId} /> }));

const meta = {
  title: 'UI/TabNav',
  component: TabNav,
  args: { items, activeKey: 'services-volunteer', ariaLabel: 'Services' },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServicesTabs: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Volunteer services' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/pages/services?active=4');
    await expect(canvas.getByRole('link', { name: 'Government services' })).not.toHaveAttribute('aria-current');
  },
};

export const FirstTab: Story = { args: { activeKey: 'services-servicePacks' } };
export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { ariaLabel: '人才服务' } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { ariaLabel: '人才服務' } };
