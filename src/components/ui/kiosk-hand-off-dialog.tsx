import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { QrCodeImage } from './qr-code-image';

export interface KioskHandOffDialogProps {
  /** The same page on the public web app. */
  url: string;
  /** What the visitor tapped, repeated so they know what to do on their phone. */
  action: ReactNode;
  onClose: () => void;
}

/** "Continue on your phone": a QR code of this page on the public web app, where the visitor finishes privately. */
export function KioskHandOffDialog({ url, action, onClose }: KioskHandOffDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="kiosk-hand-off-dialog" maxW="md">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="kiosk.handOff.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex direction="column" alignItems="center" gap="4" textAlign="center">
                <Dialog.Description color="fg">
                  <FormattedMessage id="kiosk.handOff.body" />
                </Dialog.Description>
                <QrCodeImage value={url} alt={intl.formatMessage({ id: 'kiosk.handOff.alt' })} size={240} />
                <Text fontWeight="semibold">{action}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="kiosk.handOff.privacy" />
                </Text>
              </Flex>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }} data-testid="kiosk-hand-off-close">
                  <FormattedMessage id="kiosk.handOff.close" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default KioskHandOffDialog;
