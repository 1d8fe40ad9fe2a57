import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import type { ContactReceipt as Receipt } from '../api/ith-api';

/** What the visitor sees once the hub has their request: the reference number and the 48-hour promise (spec §8). */
export function ContactReceipt({ receipt, onAnother }: { receipt: Receipt; onAnother: () => void }) {
  const intl = useIntl();
  const due = intl.formatDate(receipt.dueAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  return (
    <Box role="status" borderWidth="1px" borderColor="green.600" bg="green.50" borderRadius="lg" p="6" data-testid="ith-contact-receipt">
      <Heading as="h3" size="md" mb="2" color="green.800">
        <FormattedMessage id="ith.contact.sent.title" />
      </Heading>
      <Text mb="3">
        <FormattedMessage id="ith.contact.sent.promise" values={{ hours: receipt.hours }} />
      </Text>
      <Text mb="1">
        <FormattedMessage id="ith.contact.sent.reference" />{' '}
        <chakra.strong fontFamily="mono" fontSize="lg" data-testid="ith-contact-reference">
          {receipt.reference}
        </chakra.strong>
      </Text>
      <Text mb="4" fontSize="sm" color="fg.muted">
        <FormattedMessage id="ith.contact.sent.due" values={{ due }} />
      </Text>
      <Button variant="outline" onClick={onAnother}>
        <FormattedMessage id="ith.contact.another" />
      </Button>
    </Box>
  );
}
