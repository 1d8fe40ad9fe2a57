import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useState } from 'react';
import { EntryChoicePicker } from '@/features/entry-prep/components/entry-choice-picker';
import type { EntryChoice } from '@/features/entry-prep/entry-choice';
import { withContentFrame } from '../../fixtures/decorators';

/** The picker as the page uses it: each answer kept (the page keeps it in the URL). */
function Connected({ initial, onSubmit, onChange, showErrors }: { initial: Partial<EntryChoice>; onSubmit: (choice: EntryChoice) => void; onChange: (choice: Partial<EntryChoice>) => void; showErrors?: boolean }) {
  const [choice, setChoice] = useState(initial);
  return (
    <EntryChoicePicker
      choice={choice}
      showErrors={showErrors}
      onChange={(next) => {
        onChange(next);
        setChoice(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

const meta = {
  title: 'EntryPrep/EntryChoicePicker',
  component: EntryChoicePicker,
  decorators: [withContentFrame],
  args: { choice: {}, onChange: fn(), onSubmit: fn() },
  render: (args) => <Connected initial={args.choice} onChange={args.onChange} onSubmit={args.onSubmit} showErrors={args.showErrors} />,
} satisfies Meta<typeof EntryChoicePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: two questions, two choices each. */
export const Empty: Story = {};

/** Both answers given (a URL with `?identity=hkMacao&timing=after`). */
export const Chosen: Story = { args: { choice: { identity: 'hkMacao', timing: 'after' } } };

/** "Show my steps" pressed with no answer: each question says what is missing. */
export const NothingChosen: Story = { args: { showErrors: true } };

/** One answer missing: only that question asks. */
export const TimingMissing: Story = { args: { choice: { identity: 'foreigner' }, showErrors: true } };

export const ChoosesWithTheKeyboard: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    const foreigner = canvas.getAllByRole('radio')[0]!;
    foreigner.focus();
    await userEvent.keyboard(' ');
    await expect(foreigner).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ identity: 'hkMacao', timing: 'before' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ identity: 'hkMacao', timing: 'before' });
  },
};

export const AsksForWhatIsMissing: Story = {
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    // The first question takes the focus.
    await expect(canvas.getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('radio')[2]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
