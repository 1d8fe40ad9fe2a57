import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { KioskShell, type KioskShellProps } from '../../kiosk/kiosk-shell';
import { languageOf } from '../fixtures/content';
import { highlightsIn, kioskLandscape, kioskPortrait, kioskTexts } from './kiosk-story-support';

/** Stands in for the app the shell wraps (its router), so the frame and its overlays are what the story shows. */
function PageStandIn() {
  return (
    <Stack gap="6" p="10">
      <Heading size="4xl">
        <FormattedMessage id="home.events.title" />
      </Heading>
      <Text fontSize="xl">
        <FormattedMessage id="home.benefits.title" />
      </Text>
      <Box>
        <Button size="xl">
          <FormattedMessage id="home.events.more" />
        </Button>
      </Box>
    </Stack>
  );
}

const meta = {
  title: 'Kiosk/KioskShell',
  component: KioskShell,
  parameters: kioskPortrait,
  args: {
    children: <PageStandIn />,
    deviceId: 'hall-1',
    idleMs: 60_000,
    countdownMs: 30_000,
    texts: kioskTexts,
    onReset: fn(async () => undefined),
    loadHighlights: async () => [],
    watchOnline: (() => () => {}) as KioskShellProps['watchOnline'],
    startWithAttract: false,
    controls: null,
  },
  render: (args, { globals }) => <KioskShell {...args} loadHighlights={async () => highlightsIn(languageOf(globals))} />,
} satisfies Meta<typeof KioskShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visit under way: the frame only. */
export const Visit: Story = {};

export const VisitLandscape: Story = { parameters: kioskLandscape };

/** Between visitors: the attract screen over the home page. */
export const Attract: Story = {
  args: { startWithAttract: true },
  play: async () => {
    await waitFor(() => expect(screen.getAllByTestId('kiosk-attract-highlight').length).toBeGreaterThan(0));
  },
};

export const AttractLandscape: Story = { ...Attract, parameters: kioskLandscape };

/** The server cannot be reached: the notice covers everything, in three languages. */
export const Offline: Story = {
  args: {
    watchOnline: (onChange: (online: boolean) => void) => {
      onChange(false);
      return () => {};
    },
  },
};

/** No input for the idle time (shortened here): "are you still there?" with its countdown. */
export const IdleWarning: Story = {
  args: { idleMs: 50 },
  play: async () => {
    await expect(await screen.findByTestId('kiosk-idle-countdown', {}, { timeout: 3_000 })).toHaveTextContent('30');
  },
};
