import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, chakra, Text } from '@chakra-ui/react';
import type { KioskDevice } from '../api/console-api';
import type { KiosksState } from '../store/console-slice';
import { formatConsoleDate } from './console-format';
import { ConsoleTable, listPlaceholder, StateBox, tableCell } from './console-list-states';

export interface KiosksTableProps {
  status: KiosksState['status'];
  /** The kiosks, most recently heard first; kept on screen while a refresh runs. */
  kiosks: KioskDevice[] | undefined;
  onRetry: () => void;
}

type KioskState = 'online' | 'offline' | 'silent';

/** Silence wins over what the kiosk last said: a kiosk that stopped beating cannot report going offline. */
export const kioskState = (kiosk: KioskDevice): KioskState => (kiosk.silent ? 'silent' : kiosk.online ? 'online' : 'offline');

const STATE_PALETTE: Record<KioskState, string> = { online: 'green', offline: 'orange', silent: 'red' };

/** The kiosks as a table: device, last heartbeat, app version, the page it shows and its state. */
export function KiosksTable({ status, kiosks, onRetry }: KiosksTableProps) {
  const intl = useIntl();

  if (status === 'forbidden') {
    return (
      <StateBox role="alert" testId="console-kiosks-forbidden">
        <FormattedMessage id="console.kiosks.forbidden" />
      </StateBox>
    );
  }
  const placeholder = listPlaceholder({
    failed: status === 'error' && !kiosks,
    rows: kiosks,
    testIdPrefix: 'console-kiosks',
    messages: { error: 'console.kiosks.error', loading: 'console.kiosks.loading', empty: 'console.kiosks.empty' },
    onRetry,
  });
  if (placeholder || !kiosks) return placeholder;

  const loading = status === 'loading';
  const summary = intl.formatMessage({ id: 'console.kiosks.caption' }, { count: kiosks.length });
  return (
    <>
      <ConsoleTable
        testId="console-kiosks"
        summary={summary}
        loading={loading}
        loadingText={intl.formatMessage({ id: 'console.kiosks.loading' })}
        columnIds={['device', 'lastSeen', 'version', 'route', 'state'].map((column) => `console.kiosks.column.${column}`)}
        notice={
          status === 'error' ? (
            <Text role="alert" mb="3" color="red.700" data-testid="console-kiosks-refresh-error">
              <FormattedMessage id="console.kiosks.error" />
            </Text>
          ) : null
        }
      >
        {kiosks.map((kiosk) => {
          const state = kioskState(kiosk);
          return (
            <chakra.tr key={kiosk.deviceId} data-testid="console-kiosk-row">
              <chakra.th scope="row" {...tableCell} fontWeight="semibold" wordBreak="break-all">
                {kiosk.deviceId}
              </chakra.th>
              <chakra.td {...tableCell} whiteSpace="nowrap">
                <time dateTime={kiosk.lastSeenAt}>{formatConsoleDate(intl, kiosk.lastSeenAt)}</time>
              </chakra.td>
              <chakra.td {...tableCell}>{kiosk.appVersion}</chakra.td>
              <chakra.td {...tableCell} wordBreak="break-all">
                <chakra.code fontSize="xs">{kiosk.route}</chakra.code>
              </chakra.td>
              <chakra.td {...tableCell}>
                <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-state={state}>
                  <FormattedMessage id={`console.kiosks.state.${state}`} />
                </Badge>
              </chakra.td>
            </chakra.tr>
          );
        })}
      </ConsoleTable>
    </>
  );
}
