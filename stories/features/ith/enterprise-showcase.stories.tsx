import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { IthIndustry } from '@/features/ith/api/ith-api';
import { EnterpriseShowcase } from '@/features/ith/components/enterprise-showcase';
import { languageOf } from '../../fixtures/content';
import { withContentFrame } from '../../fixtures/decorators';
import { ITH_SEED, ithOf } from './ith-fixtures';

function Showcase({ initial, language }: { initial: IthIndustry[]; language: Parameters<typeof ithOf>[0] }) {
  const [selected, setSelected] = useState<IthIndustry[]>(initial);
  const ith = ithOf(language);
  return <EnterpriseShowcase industries={ith.industries} enterprises={ith.enterprises} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'ITH/EnterpriseShowcase',
  component: EnterpriseShowcase,
  decorators: [withContentFrame],
  args: { initial: ['fintech'] },
  render: (args, { globals }) => <Showcase initial={args.initial as IthIndustry[]} language={languageOf(globals)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Filtered to one industry (the full list is long; the page's e2e test sees all of it). */
export const OneIndustry: Story = {};
export const TwoIndustries: Story = { args: { initial: ['ai', 'greenEnergy'] } };
export const Filtering: Story = {
  args: { initial: [] },
  parameters: { vrt: { capture: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByTestId('ith-enterprise')).toHaveLength(ITH_SEED.enterprises.length);
    await userEvent.click(canvas.getByRole('checkbox', { name: ITH_SEED.industries.find((i) => i.code === 'biotech')!.labels.EN }));
    const biotech = ITH_SEED.enterprises.filter((e) => e.industry === 'biotech').length;
    await expect(canvas.getAllByTestId('ith-enterprise')).toHaveLength(biotech);
    await expect(canvas.getByTestId('ith-showcase-count')).toHaveTextContent(`${biotech} enterprises`);
  },
};
