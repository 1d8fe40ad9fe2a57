import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BenefitFilters } from '@/features/benefits/components/benefit-filters';
import type { BenefitQuery } from '@/features/benefits/api/benefits-api';
import { languageOf, taxonomy } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const empty: BenefitQuery = { keyword: '', talentType: [], contentType: [], talentScene: [], page: 1 };
const onChange = fn();

const meta = {
  title: 'Benefits/BenefitFilters',
  component: BenefitFilters,
  decorators: [withContentFrame],
  args: { query: empty, onChange },
  render: (args, { globals }) => (
    <BenefitFilters
      query={args.query as BenefitQuery}
      onChange={args.onChange as (query: BenefitQuery) => void}
      taxonomy={args.taxonomy === null ? undefined : taxonomy(languageOf(globals))}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const change = (args as { onChange: ReturnType<typeof fn> }).onChange;
    change.mockClear();
    await userEvent.type(canvas.getByRole('searchbox'), 'housing');
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenLastCalledWith({ ...empty, keyword: 'housing' });
    await userEvent.click(canvas.getAllByRole('checkbox')[0]!);
    await expect(change).toHaveBeenLastCalledWith({ ...empty, talentType: ['topTalent'] });
  },
};

/** A keyword and a choice in each filter, as a shared link restores them. */
export const WithSelection: Story = {
  args: { query: { keyword: '住房', talentType: ['student'], contentType: ['housing', 'subsidy'], talentScene: ['life'], page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('住房');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /clear|清除/i })).toBeVisible();
  },
};

/** The options are still on their way: the search box works already. */
export const OptionsLoading: Story = { args: { taxonomy: null } };
