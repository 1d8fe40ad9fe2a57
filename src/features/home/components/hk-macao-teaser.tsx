import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Grid, Heading, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { pageRoutes } from '@/lib/routes';
import type { HkMacaoTeaser as Teaser } from '../api/home-api';

/** The Hong Kong/Macao teaser of spec §1, leading to the hkmacao section. */
export function HkMacaoTeaser({ teaser }: { teaser: Teaser }) {
  return (
    <Grid
      as="section"
      aria-labelledby="home-hkmacao-title"
      templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
      bg="brand.800"
      color="white"
      borderRadius="xl"
      overflow="hidden"
      data-testid="hk-macao-teaser"
    >
      <ContentPicture src={teaser.image} width={960} height={540} sizes="(min-width: 1024px) 55vw, 100vw" />
      <Box p={{ base: '6', md: '10' }} alignSelf="center">
        <Heading as="h2" id="home-hkmacao-title" size={{ base: 'xl', md: '2xl' }} mb="4">
          {teaser.title}
        </Heading>
        <Text mb="6" color="whiteAlpha.900">
          {teaser.text}
        </Text>
        <Button asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
          <RouterLink to={pageRoutes.hkmacao}>{teaser.cta}</RouterLink>
        </Button>
      </Box>
    </Grid>
  );
}
