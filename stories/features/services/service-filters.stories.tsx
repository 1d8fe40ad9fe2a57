import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ServiceFilters } from '@/features/services/components/service-filters';
import type { ServiceQuery } from '@/features/services/api/services-api';
import { languageOf, talentTypes } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';

const empty: ServiceQuery = { active: 3, keyword: '', talentType: [], page: 1 };
const onChange = fn();

const meta = {
  title: 'Services/ServiceFilters',
  component: ServiceFilters,
  decorators: [withContentFrame],
  args: { query: empty, onChange },
  render: (args, { globals }) => (
    <ServiceFilters
      query={args.query as ServiceQuery}
      onChange={args.onChange as (query: ServiceQuery) => void}
      talentTypes={args.talentTypes === null ? undefined : talentTypes(languageOf(globals))}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Searching and filtering keep the tab and go back to page 1. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const change = (args as { onChange: ReturnType<typeof fn> }).onChange;
    change.mockClear();
    await userEvent.type(canvas.getByRole('searchbox'), 'nanny');
    await userEvent.keyboard('{Enter}');
    await expect(change).toHaveBeenLastCalledWith({ ...empty, keyword: 'nanny' });
    await userEvent.click(canvas.getAllByRole('checkbox')[4]!);
    await expect(change).toHaveBeenLastCalledWith({ ...empty, talentType: ['hkMacaoResident'] });
  },
};

/** A keyword and two talent types, as a shared link restores them; one click clears both. */
export const WithSelection: Story = {
  args: { query: { active: 0, keyword: '签证', talentType: ['student', 'foreignExpert'], page: 3 } },
  play: async ({ canvas, userEvent, args }) => {
    const change = (args as { onChange: ReturnType<typeof fn> }).onChange;
    await expect(canvas.getByRole('searchbox')).toHaveValue('签证');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /clear|清除/i }));
    await expect(change).toHaveBeenLastCalledWith({ active: 0, keyword: '', talentType: [], page: 1 });
  },
};

/** The labels are still on their way: the search box works already. */
export const OptionsLoading: Story = { args: { talentTypes: null } };
