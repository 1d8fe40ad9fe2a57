import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { chakra, Stack } from '@chakra-ui/react';
import { inLanguage } from '../support/languages';
import { onKiosk, withKioskFrame } from './kiosk-frame';

/** A search field and an e-mail field, React-controlled like every field of the portal. */
function SampleForm() {
  const [keyword, setKeyword] = useState('');
  const [email, setEmail] = useState('');
  return (
    <Stack gap="4" maxW="xl">
      <chakra.label htmlFor="story-search" fontWeight="semibold">
        Search · 搜索
      </chakra.label>
      <chakra.input id="story-search" type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} borderWidth="1px" px="3" />
      <chakra.output data-testid="story-keyword">{keyword}</chakra.output>
      <chakra.label htmlFor="story-email" fontWeight="semibold">
        E-mail · 电邮
      </chakra.label>
      <chakra.input id="story-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} borderWidth="1px" px="3" />
    </Stack>
  );
}

const meta = {
  title: 'Kiosk/OnScreenKeyboard',
  component: SampleForm,
  decorators: [withKioskFrame],
  ...onKiosk(),
  parameters: { ...onKiosk().parameters, kioskSpeech: null },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const keyboard = () => within(document.body).findByTestId('kiosk-keyboard');
const key = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-skbtn="${name}"]`)!;

export const EnglishAndEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText(/E-mail/);
    await userEvent.click(email);
    const keys = await keyboard();
    await expect(email).toHaveAttribute('inputmode', 'none');
    for (const name of ['a', '@', 'b', '.com']) await userEvent.click(key(keys, name));
    await expect(email).toHaveValue('a@b.com');
    await expect(email).toHaveFocus();
  },
};

export const PinyinSimplified: Story = {
  ...inLanguage('CN', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Search/));
    const keys = await keyboard();
    await userEvent.click(key(keys, '{pinyin}'));
    for (const name of ['f', 'a']) await userEvent.click(key(keys, name));
    const candidates = await within(keys).findByRole('group', { name: /fa/ });
    await userEvent.click(within(candidates).getByRole('button', { name: '发' }));
    await waitFor(() => expect(canvas.getByTestId('story-keyword')).toHaveTextContent('发'));
  },
};

export const PinyinTraditional: Story = {
  ...inLanguage('TC', { viewport: { value: 'kioskPortrait', isRotated: false } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Search/));
    const keys = await keyboard();
    await userEvent.click(key(keys, '{pinyin}'));
    for (const name of ['f', 'a']) await userEvent.click(key(keys, name));
    // Left open with its candidates, for the screenshot.
    await within(keys).findByRole('button', { name: '發' });
  },
};

export const Landscape: Story = {
  ...onKiosk('kioskLandscape'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Search/));
    await keyboard();
  },
};

/** A field and the button that sends it, the way the sign-in form has them. */
function FieldAndButton() {
  const [sent, setSent] = useState(0);
  return (
    <Stack gap="4" maxW="xl">
      <chakra.label htmlFor="story-name" fontWeight="semibold">
        Name · 姓名
      </chakra.label>
      <chakra.input id="story-name" borderWidth="1px" px="3" />
      <chakra.button type="button" borderWidth="1px" minH="12" onClick={() => setSent((count) => count + 1)}>
        Send · 提交
      </chakra.button>
      <chakra.output data-testid="story-sent">{sent}</chakra.output>
    </Stack>
  );
}

/**
 * A tap on a button while the keyboard is up: the keyboard (and the room the page made for it) stays until the tap has
 * landed, so nothing moves under the finger between press and release; then it goes away.
 */
export const TapAButtonWhileTyping: Story = {
  render: () => <FieldAndButton />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(/Name/));
    const keys = await keyboard();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: canvas.getByRole('button', { name: /Send/ }) });
    // Pressed, not yet released: the focus has moved to the button, the keyboard is still there.
    await expect(canvas.getByRole('button', { name: /Send/ })).toHaveFocus();
    await expect(keys).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-kiosk-keyboard');
    await userEvent.pointer({ keys: '[/MouseLeft]', target: canvas.getByRole('button', { name: /Send/ }) });
    await expect(canvas.getByTestId('story-sent')).toHaveTextContent('1');
    await waitFor(() => expect(within(document.body).queryByTestId('kiosk-keyboard')).toBeNull());
    await expect(document.documentElement).not.toHaveAttribute('data-kiosk-keyboard');
  },
};
