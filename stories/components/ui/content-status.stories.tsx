import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Box, Text } from '@chakra-ui/react';
import { ContentStatus } from '@/components/ui/content-status';

const meta = {
  title: 'UI/ContentStatus',
  component: ContentStatus,
  args: { status: 'ready', count: 3, onRetry: fn(), children: (
    <Text data-testid="status-content">
      <FormattedMessage id="home.benefits.title" />
    </Text>
  ) },
  decorators: [(Story) => <Box p="6" maxW="3xl">{Story()}</Box>],
} satisfies Meta<typeof ContentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', count: undefined } };
export const Empty: Story = { args: { status: 'ready', count: 0 } };
export const Failed: Story = {
  args: { status: 'error', count: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A refresh in progress keeps what is on screen. */
export const RefreshingKeepsData: Story = {
  args: { status: 'loading', count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('status-content')).toBeVisible();
  },
};
/** The server has no such document (a detail page's 404): no retry, a hint instead. */
export const NotFound: Story = {
  args: { status: 'missing', count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('content-missing')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
