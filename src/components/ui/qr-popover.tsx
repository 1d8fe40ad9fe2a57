import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { QrIcon } from './icons';

// The code is drawn only once the panel opens: its component comes then, with the QR generator it loads.
const QrCodeImage = lazy(() => import('./qr-code-image').then(({ QrCodeImage: image }) => ({ default: image })));

export interface QrPopoverProps {
  /** The account's display name (already translated), e.g. "WeChat". */
  name: string;
  /** The URL the QR code encodes. */
  url: string;
  /** The icon before the name on the trigger; a QR icon by default. */
  icon?: ReactNode;
  defaultOpen?: boolean;
  tone?: 'light' | 'dark';
  /** The line under the code; "scan to follow us" by default (the footer's social accounts). */
  hintId?: string;
  /** Where the panel sits: centred over the trigger, or from its start edge (a trigger near the page's edge). */
  align?: 'center' | 'start';
}

/**
 * A button that shows a social account's QR code in a small panel above it (spec §1 footer). A disclosure (button with
 * aria-expanded controlling a labelled region) rather than a positioned popover: the panel's place is fixed, and this
 * keeps the positioning engine out of the page. Escape, a second click or focus leaving closes it.
 */
export function QrPopover({ name, url, icon, defaultOpen = false, tone = 'light', hintId = 'qr.hint', align = 'center' }: QrPopoverProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Box
      position="relative"
      display="inline-block"
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <Button
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
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
      <chakra.div
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        hidden={!open}
        data-testid="qr-popover"
        position="absolute"
        bottom="calc(100% + 8px)"
        left={align === 'center' ? '50%' : '0'}
        transform={align === 'center' ? 'translateX(-50%)' : undefined}
        zIndex="popover"
        bg="bg.panel"
        color="fg"
        borderRadius="md"
        boxShadow="lg"
        borderWidth="1px"
        p="4"
        flexDirection="column"
        alignItems="center"
        gap="2"
        css={{ '&:not([hidden])': { display: 'flex' } }}
      >
        <Text id={titleId} fontWeight="semibold">
          {name}
        </Text>
        {open ? (
          <Suspense fallback={<chakra.span display="block" width="160px" height="160px" bg="bg.muted" aria-busy="true" />}>
            <QrCodeImage value={url} alt={intl.formatMessage({ id: 'qr.alt' }, { name })} />
          </Suspense>
        ) : null}
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {intl.formatMessage({ id: hintId })}
        </Text>
      </chakra.div>
    </Box>
  );
}
