import { useIntl } from 'react-intl';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';

/**
 * The home page (spec §1). Until the video banner arrives, a full-height brand band stands in for it, so the header
 * sits over a dark background and its style change after one viewport height can already be seen.
 */
export default function HomePage() {
  const intl = useIntl();
  return (
    <chakra.main id="main" flex="1">
      <Box
        minH="100dvh"
        bg="brand.800"
        color="white"
        display="flex"
        flexDirection="column"
        justifyContent="center"
        px={{ base: '4', md: '6' }}
        pt="16"
      >
        <Box maxW="7xl" mx="auto" w="full">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} mb="4">
            {intl.formatMessage({ id: 'app.title' })}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="2xl" data-testid="page-intro">
            {intl.formatMessage({ id: 'page.home.intro' })}
          </Text>
        </Box>
      </Box>
    </chakra.main>
  );
}
