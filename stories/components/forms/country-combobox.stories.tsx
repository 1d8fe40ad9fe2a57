import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Box } from '@chakra-ui/react';
import { CountryCombobox, type CountryComboboxProps } from '@/components/forms/country-combobox';
import { inLanguage } from '../../support/languages';
import { sampleCountries } from '../../features/auth/fixtures';

/** Holds the value like a form does, so the play functions see the selection. */
function Controlled(props: CountryComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Box p="8" maxW="md" minH="420px">
      <CountryCombobox
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </Box>
  );
}

const meta = {
  title: 'Forms/CountryCombobox',
  component: CountryCombobox,
  render: (args) => <Controlled {...args} />,
  args: { countries: sampleCountries, value: '', onChange: fn(), required: true },
} satisfies Meta<typeof CountryCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: 'Hong Kong' } };
export const Required: Story = { args: { errorId: 'account.validation.countryRequired' } };
/** Every entry is listed, forbid ones too (spec §3); Chinese UIs show the localized name beside the English one. */
export const ListOpen: Story = { args: { defaultOpen: true } };

export const SearchByEnglishName: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: /Nationality/ });
    // One key at a time, as a person types: the list re-renders between keys.
    for (const key of 'king') await userEvent.type(box, key);
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: 'United Kingdom' })).toBeVisible();
    await expect(body.queryByRole('option', { name: 'Germany' })).toBeNull();
    await userEvent.click(body.getByRole('option', { name: 'United Kingdom' }));
    await expect(args.onChange).toHaveBeenCalledWith('United Kingdom');
    await expect(canvas.getByRole('combobox', { name: /Nationality/ })).toHaveValue('United Kingdom');
  },
};

export const SimplifiedChineseSearchByLocalName: Story = {
  ...inLanguage('CN'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /国籍/ }), '德国');
    await userEvent.click(await within(document.body).findByRole('option', { name: '德国 (Germany)' }));
    // The stored value is always the English name.
    await expect(args.onChange).toHaveBeenCalledWith('Germany');
  },
};

export const TraditionalChineseOpen: Story = { ...inLanguage('TC'), args: { defaultOpen: true, value: 'Macao' } };
