import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { UserAvatarLink } from '@/components/layout/user-avatar-link';
import { inLanguage } from '../../support/languages';

const meta = {
  title: 'Layout/UserAvatarLink',
  component: UserAvatarLink,
  args: { firstName: 'Ada', onClick: fn() },
  decorators: [
    (Story) => (
      <Box p="8" minH="160px">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof UserAvatarLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Profile of Ada' });
    await expect(link).toHaveAttribute('href', '/pages/profile');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Profile of Ada' })).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Ada'));
  },
};

export const TooltipOpen: Story = { args: { defaultTooltipOpen: true } };
export const SimplifiedChinese: Story = { ...inLanguage('CN'), args: { firstName: '小明', defaultTooltipOpen: true } };
export const TraditionalChinese: Story = { ...inLanguage('TC'), args: { firstName: '嘉欣', defaultTooltipOpen: true } };

export const EscapeHidesTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Profile of Ada' }));
    await expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Ada');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
  },
};
