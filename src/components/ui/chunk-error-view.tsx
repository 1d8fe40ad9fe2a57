import { FormattedMessage } from 'react-intl';
import { Box, Button, Heading, Text } from '@chakra-ui/react';

export interface ChunkErrorViewProps {
  /** Reloads the page (or retries the import). */
  onRetry: () => void;
  /** The error's code (e.g. CSS_CHUNK_LOAD_FAILED), shown small for support calls. */
  code?: string;
}

/** Shown in place of a page whose script or stylesheet chunk failed to load: never a blank page. */
export function ChunkErrorView({ onRetry, code }: ChunkErrorViewProps) {
  return (
    <Box role="alert" data-testid="chunk-error" maxW="lg" mx="auto" my="16" px="6" py="8" textAlign="center" borderWidth="1px" borderRadius="lg" bg="bg">
      <Heading as="h2" size="lg" mb="3">
        <FormattedMessage id="chunkError.title" />
      </Heading>
      <Text mb="6" color="fg.muted">
        <FormattedMessage id="chunkError.message" />
      </Text>
      <Button onClick={onRetry} bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }}>
        <FormattedMessage id="chunkError.retry" />
      </Button>
      {code ? (
        <Text mt="4" fontSize="xs" color="fg.muted" fontFamily="mono">
          {code}
        </Text>
      ) : null}
    </Box>
  );
}
