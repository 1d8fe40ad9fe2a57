import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface NoticeAlertDialogProps {
  title: ReactNode;
  message: string;
  onClose: () => void;
}

/** A modal alert the user confirms (spec §8: time-out and network failures, titled 系统提示). */
export function NoticeAlertDialog({ title, message, onClose }: NoticeAlertDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notice-alert">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }}>
                  <FormattedMessage id="notice.alert.confirm" />
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
