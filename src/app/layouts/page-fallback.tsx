import { Box } from '@chakra-ui/react';

/** Keeps the footer below the fold while a page chunk downloads (the loading overlay is for API calls). */
export function PageFallback() {
  return <Box flex="1" minH="60vh" aria-busy="true" />;
}
