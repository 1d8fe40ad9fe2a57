import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from '@/features/search/components/search-box';
import { languageOf } from '../../fixtures/content';
import { searchSuggestions } from '../../fixtures/search';
import { withContentFrame } from '../../fixtures/decorators';

/** The search box: a combobox whose list suggests page titles for what is typed. */
const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  decorators: [withContentFrame],
  args: { query: '', suggestions: { q: '', list: [] }, onType: fn(), onSearch: fn(), onPick: fn() },
  render: (args, { globals }) => {
    const language = languageOf(globals);
    return <SearchBox {...args} suggestions={args.suggestions.q ? { q: args.suggestions.q, list: searchSuggestions(language) } : args.suggestions} />;
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { args: { query: 'talent housing' } };

/** Typing opens the suggestions; arrows choose one (announced as the active option), Enter opens its page. */
export const Suggestions: Story = {
  args: { suggestions: { q: 'talent hou', list: [] } },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox', { name: 'Search the portal' });
    await userEvent.type(box, 'talent hou');
    await expect(args.onType).toHaveBeenLastCalledWith('talent hou');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const PickWithEnter: Story = {
  args: { suggestions: { q: 'talent hou', list: [] } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'talent hou');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ route: '/pages/talentBenefits/detail?documentNo=BEN-2022-0005' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Escape closes the list; Enter then searches the words typed. */
export const EscapeThenSearch: Story = {
  args: { suggestions: { q: 'talent hou', list: [] } },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'talent hou');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, '  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('talent hou');
  },
};
