import { FormattedMessage } from 'react-intl';
import { Pill } from './pill';

export type EventStateName = 'upcoming' | 'on-going' | 'past';

const STYLE: Record<EventStateName, { bg: string; messageId: string }> = {
  'on-going': { bg: 'accent.600', messageId: 'events.tab.ongoing' },
  upcoming: { bg: 'brand.solid', messageId: 'events.tab.upcoming' },
  past: { bg: 'gray.600', messageId: 'events.tab.past' },
};

/** Upcoming / on-going / past, as the server computed it for the moment of the request. */
export function EventStateBadge({ state, overlay = false }: { state: EventStateName; overlay?: boolean }) {
  const style = STYLE[state];
  return (
    <Pill
      bg={style.bg}
      color="white"
      {...(overlay ? { position: 'absolute', top: '3', left: '3' } : {})}
      data-testid="event-state"
      data-state={state}
    >
      <FormattedMessage id={style.messageId} />
    </Pill>
  );
}
