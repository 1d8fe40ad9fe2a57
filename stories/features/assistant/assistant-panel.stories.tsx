import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { AssistantPanel, type AssistantPanelProps } from '@/features/assistant/components/assistant-panel';
import type { AssistantEntry } from '@/features/assistant/store/assistant-slice';
import type { Language } from '@/lib/i18n/languages';
import { languageOf } from '../../fixtures/content';
import { housingAnswer } from '../../fixtures/search';

type Shape = 'empty' | 'answered' | 'no-match' | 'loading' | 'failed';
type Args = Omit<AssistantPanelProps, 'entries'> & { shape: Shape };

const question: Record<Language, string> = { EN: 'How do I apply for talent housing?', CN: '人才住房怎么申请？', TC: '人才住房怎樣申請？' };
const unknown: Record<Language, string> = { EN: 'Where can I park a boat?', CN: '哪里可以停泊游艇？', TC: '哪裏可以停泊遊艇？' };

function entriesOf(shape: Shape, language: Language): AssistantEntry[] {
  if (shape === 'empty') return [];
  if (shape === 'loading') return [{ id: '1', question: question[language], status: 'loading' }];
  if (shape === 'failed') return [{ id: '1', question: question[language], status: 'error' }];
  const answered: AssistantEntry = { id: '1', question: question[language], status: 'ready', answer: housingAnswer(language) };
  if (shape === 'answered') return [answered];
  return [{ id: '2', question: unknown[language], status: 'ready', answer: { q: unknown[language], language, matched: 'none', best: null, links: [] } }];
}

/** The help panel: the best passage of the portal's pages with its source, more pages, quick topics, the online service. */
const meta = {
  title: 'Assistant/AssistantPanel',
  decorators: [
    (Story) => (
      <Box p="6" display="flex" justifyContent="end" bg="bg.subtle">
        <Story />
      </Box>
    ),
  ],
  args: { onAsk: fn(), onTopic: fn(), onClose: fn(), onChat: fn(), shape: 'answered' satisfies Shape },
  render: ({ shape, ...args }, { globals }) => <AssistantPanel {...args} entries={entriesOf(shape, languageOf(globals))} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Answered: Story = {};
export const FirstOpened: Story = { args: { shape: 'empty' } };
/** Nothing on the portal answers: it says so and offers the online service. */
export const NoMatch: Story = { args: { shape: 'no-match' } };
export const Loading: Story = { args: { shape: 'loading' } };
export const Failed: Story = { args: { shape: 'failed' } };

/** Asked with the keyboard alone: type, Enter; a quick topic; Escape closes. */
export const Keyboard: Story = {
  args: { shape: 'no-match' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, '  Where do I   renew my visa?  {Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('Where do I renew my visa?');
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Housing' }));
    await expect(args.onTopic).toHaveBeenCalledWith('housing');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact our service staff' }));
    await expect(args.onChat).toHaveBeenCalled();
    box.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: 'Ask a question' })).toBeVisible();
  },
};

/** The answer names its source page and marks the words that matched. */
export const AnswerParts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('assistant-source')).toHaveAttribute('href', '/pages/talentBenefits/detail?documentNo=BEN-2022-0005');
    await expect([...canvas.getByTestId('assistant-passage').querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['talent', 'housing']);
    await expect(canvas.getByRole('link', { name: 'Talent housing pack: apply, sign and move in' })).toBeVisible();
  },
};
