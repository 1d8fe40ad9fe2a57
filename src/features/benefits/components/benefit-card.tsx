import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { BenefitSummary } from '../api/benefits-api';

export interface BenefitCardProps {
  benefit: BenefitSummary;
  /** Code → label of the content types and talent types, from the taxonomy call. */
  labels: Record<string, string>;
  /** The first card's picture is part of the first screen: fetched with the page, not when laid out. */
  priority?: boolean;
}

/** One entry of the benefits list: picture, content type, title (the link), summary and who it is for. */
export function BenefitCard({ benefit, labels, priority = false }: BenefitCardProps) {
  return (
    <LinkBox as="article" display="flex" flexDirection="column" bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" h="full" data-testid="benefit-card">
      <ContentPicture src={benefit.poster} width={960} height={540} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      <Box p="5" display="flex" flexDirection="column" gap="2" flex="1">
        <Text fontSize="xs" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          {labels[`contentType:${benefit.contentType}`] ?? benefit.contentType}
        </Text>
        <Heading as="h2" size="md" lineHeight="1.4">
          <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={withQuery(pageRoutes.talentBenefitsDetail, { documentNo: benefit.documentNo })}>{benefit.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {benefit.summary}
        </Text>
        <Flex as="ul" gap="1.5" wrap="wrap" listStyleType="none" p="0" m="0" mt="auto" pt="2">
          {benefit.talent_category.map((code) => (
            <chakra.li key={code} fontSize="xs" px="2" py="0.5" borderRadius="full" bg="brand.subtle" color="brand.fg">
              {labels[`talentType:${code}`] ?? code}
            </chakra.li>
          ))}
        </Flex>
      </Box>
    </LinkBox>
  );
}
