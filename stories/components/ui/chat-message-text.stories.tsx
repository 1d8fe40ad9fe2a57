import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { ChatMessageText } from '@/components/ui/chat-message-text';

/** A chat message's text: plain text with line breaks; only http(s) addresses become (safe) links. */
const meta = {
  title: 'UI/ChatMessageText',
  component: ChatMessageText,
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: {
    text: 'See https://example.org/housing, then reply.\n<b>not bold</b> javascript:alert(1)\n请看https://example.org/zh。谢谢',
  },
} satisfies Meta<typeof ChatMessageText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Markup stays text, other schemes stay text, Chinese punctuation ends a link. */
export const Mixed: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/housing', 'https://example.org/zh']);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/<b>not bold<\/b>/)).toBeVisible();
  },
};
