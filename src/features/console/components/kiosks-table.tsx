import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Box, Button, chakra, Spinner, Text } from '@chakra-ui/react';
import type { KioskDevice } from '../api/console-api';
import type { KiosksState } from '../store/console-slice';
import { formatConsoleDate } from './console-format';

export interface KiosksTableProps {
  status: KiosksState['status'];
  /** The kiosks, most recently heard first; kept on screen while a refresh runs. */
  kiosks: KioskDevice[] | undefined;
  onRetry: () => void;
}

const cell = { px: '3', py: '2.5', textAlign: 'start', verticalAlign: 'top', borderBottomWidth: '1px', borderColor: 'border' } as const;

function StateBox({ role, children, testId }: { role: 'status' | 'alert'; children: ReactNode; testId: string }) {
  return (
    <Box role={role} bg="bg" borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted" data-testid={testId}>
      {children}
    </Box>
  );
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
  if (status === 'error' && !kiosks) {
    return (
      <StateBox role="alert" testId="console-kiosks-error">
        <Text mb="4" color="fg">
          <FormattedMessage id="console.kiosks.error" />
        </Text>
        <Button onClick={onRetry} variant="outline" colorPalette="brand" size="sm">
          <FormattedMessage id="console.retry" />
        </Button>
      </StateBox>
    );
  }
  if (!kiosks) {
    return (
      <StateBox role="status" testId="console-kiosks-loading">
        <Box display="inline-flex" alignItems="center" gap="3">
          <Spinner size="sm" color="brand.solid" aria-hidden="true" />
          <FormattedMessage id="console.kiosks.loading" />
        </Box>
      </StateBox>
    );
  }
  if (kiosks.length === 0) {
    return (
      <StateBox role="status" testId="console-kiosks-empty">
        <FormattedMessage id="console.kiosks.empty" />
      </StateBox>
    );
  }

  const loading = status === 'loading';
  const summary = intl.formatMessage({ id: 'console.kiosks.caption' }, { count: kiosks.length });
  return (
    <>
      <chakra.p role="status" srOnly>
        {loading ? intl.formatMessage({ id: 'console.kiosks.loading' }) : summary}
      </chakra.p>
      {status === 'error' ? (
        <Text role="alert" mb="3" color="red.700" data-testid="console-kiosks-refresh-error">
          <FormattedMessage id="console.kiosks.error" />
        </Text>
      ) : null}
      <Box bg="bg" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={loading}>
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm" data-testid="console-kiosks">
          <chakra.caption textAlign="start" px="3" py="3" fontWeight="semibold" color="fg">
            {summary}
            {loading ? <Spinner size="xs" color="brand.solid" ms="3" aria-hidden="true" /> : null}
          </chakra.caption>
          <chakra.thead bg="bg.subtle">
            <chakra.tr>
              {['device', 'lastSeen', 'version', 'route', 'state'].map((column) => (
                <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                  <FormattedMessage id={`console.kiosks.column.${column}`} />
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {kiosks.map((kiosk) => {
              const state = kioskState(kiosk);
              return (
                <chakra.tr key={kiosk.deviceId} data-testid="console-kiosk-row">
                  <chakra.th scope="row" {...cell} fontWeight="semibold" wordBreak="break-all">
                    {kiosk.deviceId}
                  </chakra.th>
                  <chakra.td {...cell} whiteSpace="nowrap">
                    <time dateTime={kiosk.lastSeenAt}>{formatConsoleDate(intl, kiosk.lastSeenAt)}</time>
                  </chakra.td>
                  <chakra.td {...cell}>{kiosk.appVersion}</chakra.td>
                  <chakra.td {...cell} wordBreak="break-all">
                    <chakra.code fontSize="xs">{kiosk.route}</chakra.code>
                  </chakra.td>
                  <chakra.td {...cell}>
                    <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-state={state}>
                      <FormattedMessage id={`console.kiosks.state.${state}`} />
                    </Badge>
                  </chakra.td>
                </chakra.tr>
              );
            })}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </>
  );
}
