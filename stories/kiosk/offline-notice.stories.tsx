import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineNotice } from '../../kiosk/offline/offline-notice';
import { kioskLandscape, kioskPortrait, withKioskTexts } from './kiosk-story-support';

/** "Temporarily unavailable", in the three languages at once, whatever the visitor's language was. */
const meta = {
  title: 'Kiosk/OfflineNotice',
  component: OfflineNotice,
  decorators: [withKioskTexts],
  parameters: kioskPortrait,
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portrait: Story = {};

export const Landscape: Story = { parameters: kioskLandscape };
