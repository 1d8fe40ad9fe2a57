import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Link } from '@chakra-ui/react';
import { DisclosureMenu, disclosureItemStyles } from '@/components/ui/disclosure-menu';
import { lifeTabItems } from '@/components/layout/nav-items';
import { withMinHeight } from '../../support/frames';
import { inLanguage } from '../../support/languages';

const entries = lifeTabItems.map((leaf) => (
  <chakra.li key={leaf.key}>
    <Link asChild {...disclosureItemStyles}>
      <RouterLink to={leaf.to}>
        <FormattedMessage id={leaf.messageId} />
      </RouterLink>
    </Link>
  </chakra.li>
));

const meta = {
  title: 'UI/DisclosureMenu',
  component: DisclosureMenu,
  args: { label: <FormattedMessage id="header.nav.life" />, children: entries, openOnHover: true },
  decorators: [
    (Story) => (
      <Box p="4">
        <Story />
      </Box>
    ),
    withMinHeight('360px'),
  ],
} satisfies Meta<typeof DisclosureMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };

export const KeyboardCycle: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Life' });
    button.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Food' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Travel' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: 'Food' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosesWhenFocusLeaves: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Life' });
    canvas.getByRole('link', { name: 'Travel' }).focus();
    await userEvent.tab();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { defaultOpen: true } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { defaultOpen: true } };
