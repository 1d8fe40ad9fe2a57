import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';

export interface ConsoleOutcomeProps {
  /** A success message id (with its values), or a failure: a message id or the server's own words. */
  success?: { messageId: string; values?: Record<string, string> } | undefined;
  /** A failure may carry its message's values (e.g. the minutes to wait). */
  failure?: (FormFailure & { values?: Record<string, string | number> }) | null | undefined;
  testId: string;
}

const tones = {
  success: { bg: 'green.50', borderColor: 'green.600', color: 'green.900' },
  failure: { bg: 'red.50', borderColor: 'red.600', color: 'red.900' },
} as const;

/**
 * The result of an action, beside its control: a success is announced politely, a failure at once. Drawn with a
 * plain box (not Chakra's Alert) so the console shares no new component with the public pages' chunks.
 */
export function ConsoleOutcome({ success, failure, testId }: ConsoleOutcomeProps) {
  const intl = useIntl();
  const failed = Boolean(failure && (failure.messageId || failure.text));
  if (!failed && !success) return null;
  const text = failed
    ? failure?.messageId
      ? intl.formatMessage({ id: failure.messageId }, failure.values)
      : failure?.text
    : intl.formatMessage({ id: success!.messageId }, success!.values);
  return (
    <Box
      role={failed ? 'alert' : 'status'}
      {...tones[failed ? 'failure' : 'success']}
      borderStartWidth="4px"
      borderRadius="md"
      px="4"
      py="3"
      fontSize="sm"
      data-testid={`${testId}-${failed ? 'failed' : 'done'}`}
    >
      {text}
    </Box>
  );
}
