import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Text } from '@chakra-ui/react';

export interface EntryChoiceInvalidProps {
  /** The picker, with whatever part of the choice the URL got right. */
  pickerHref: string;
}

/** A steps URL that names no known identity or timing (edited by hand, or cut short): what is wrong and the way back. */
export function EntryChoiceInvalid({ pickerHref }: EntryChoiceInvalidProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.600" borderRadius="lg" p={{ base: '5', md: '8' }} maxW="3xl" data-testid="entry-invalid">
      <Text fontWeight="bold" fontSize="lg" mb="2">
        <FormattedMessage id="entryPrep.invalid.title" />
      </Text>
      <Text color="fg.muted" mb="5" lineHeight="1.7">
        <FormattedMessage id="entryPrep.invalid.text" />
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={pickerHref}>
          <FormattedMessage id="entryPrep.invalid.back" />
        </RouterLink>
      </Button>
    </Box>
  );
}
