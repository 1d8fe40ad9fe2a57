import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, chakra, Popover, Portal, Text } from '@chakra-ui/react';
import { QrCodeImage } from './qr-code-image';
import { QrIcon } from './icons';

export interface QrPopoverProps {
  /** The account's display name (already translated), e.g. "WeChat". */
  name: string;
  /** The URL the QR code encodes. */
  url: string;
  /** The icon before the name on the trigger; a QR icon by default. */
  icon?: ReactNode;
  defaultOpen?: boolean;
  tone?: 'light' | 'dark';
}

/** A button that shows a social account's QR code in a popover (spec §1 footer). */
export function QrPopover({ name, url, icon, defaultOpen, tone = 'light' }: QrPopoverProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Popover.Root lazyMount defaultOpen={defaultOpen} positioning={{ placement: 'top' }}>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          color={tone === 'light' ? 'white' : 'fg'}
          borderColor={tone === 'light' ? 'whiteAlpha.700' : 'border'}
          _hover={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
          _expanded={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
          data-testid={`qr-trigger-${name}`}
        >
          {icon ?? <QrIcon />}
          {name}
          {/* The visible name stays the start of the accessible name ("WeChat QR code"), as WCAG 2.5.3 asks. */}
          <chakra.span srOnly>
            {' '}
            {intl.formatMessage({ id: 'qr.triggerSuffix' })}
          </chakra.span>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" data-testid="qr-popover" aria-labelledby={titleId}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body display="flex" flexDirection="column" alignItems="center" gap="2" p="4">
              <Popover.Title id={titleId} fontWeight="semibold">{name}</Popover.Title>
              <QrCodeImage value={url} alt={intl.formatMessage({ id: 'qr.alt' }, { name })} />
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage({ id: 'qr.hint' })}
              </Text>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
