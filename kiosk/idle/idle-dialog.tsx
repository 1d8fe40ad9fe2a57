import { FormattedMessage } from 'react-intl';
import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';

/**
 * Marks "end my visit now": every other tap, on the dialog or beside it, means "still here"; this one must reach its
 * button instead (the shell would otherwise close the dialog under the finger first).
 */
export const END_VISIT_ATTRIBUTE = 'data-kiosk-end-visit';

export interface IdleDialogProps {
  secondsLeft: number;
  /** Any tap continues (the shell hears it too); the button says so plainly. */
  onContinue: () => void;
  /** The visitor is done: clear the screen now. */
  onEndNow: () => void;
}

/**
 * "Are you still there?" with the seconds left before the screen is cleared (WCAG 2.2.1: the visitor is warned and
 * one tap extends the time). In the visitor's language: they are the one it asks.
 */
export function IdleDialog({ secondsLeft, onContinue, onEndNow }: IdleDialogProps) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size="lg"
      onOpenChange={(details) => {
        if (!details.open) onContinue();
      }}
    >
      <Portal>
        <Dialog.Backdrop zIndex="2000" />
        <Dialog.Positioner zIndex="2000">
          <Dialog.Content data-testid="kiosk-idle-dialog" p="4">
            <Dialog.Header>
              <Dialog.Title fontSize="3xl">
                <FormattedMessage id="kiosk.idle.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6" align="center" textAlign="center">
                <Box
                  role="timer"
                  data-testid="kiosk-idle-countdown"
                  fontSize="7xl"
                  fontWeight="bold"
                  lineHeight="1"
                  color="brand.solid"
                  aria-hidden="true"
                >
                  {secondsLeft}
                </Box>
                <Dialog.Description asChild>
                  <Text fontSize="xl" color="fg">
                    <FormattedMessage id="kiosk.idle.body" values={{ seconds: secondsLeft }} />
                  </Text>
                </Dialog.Description>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" gap="4" flexWrap="wrap">
              <Button size="2xl" variant="outline" onClick={onEndNow} data-testid="kiosk-idle-end" {...{ [END_VISIT_ATTRIBUTE]: '' }}>
                <FormattedMessage id="kiosk.idle.endNow" />
              </Button>
              <Button
                size="2xl"
                bg="brand.solid"
                color="brand.contrast"
                _hover={{ bg: 'brand.700' }}
                onClick={onContinue}
                data-testid="kiosk-idle-continue"
              >
                <FormattedMessage id="kiosk.idle.continue" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
