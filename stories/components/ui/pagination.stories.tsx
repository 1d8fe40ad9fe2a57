import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { Pagination, visiblePages } from '@/components/ui/pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 4, hrefOf: (page: number) => `/pages/talentBenefits?page=${page}` },
  decorators: [(Story) => <Box p="6">{Story()}</Box>],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent('1');
    await expect(visiblePages(7, 20)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]);
  },
};
export const MiddleOfMany: Story = { args: { page: 7, pageCount: 20 } };
export const LastPage: Story = { args: { page: 4 } };
