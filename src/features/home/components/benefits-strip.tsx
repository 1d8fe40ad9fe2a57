import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid } from '@chakra-ui/react';
import { ContentPicture } from '@/components/ui/content-picture';
import { HOME_BENEFITS_MAX } from '@/lib/constants';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { HomeBenefitItem } from '../api/home-api';

/** The home benefits strip: the first HOME_BENEFITS_MAX items of /m_api/home_data (spec §7, §9). */
export function BenefitsStrip({ items }: { items: readonly HomeBenefitItem[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" listStyleType="none" m="0" p="0">
      {items.slice(0, HOME_BENEFITS_MAX).map((item) => (
        <LinkBox as="li" key={item.documentNo} bg="bg" borderRadius="lg" overflow="hidden" borderWidth="1px" data-testid="home-benefit">
          <ContentPicture src={item.poster} width={960} height={540} sizes="(min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw" />
          <Box p="4">
            <Flex as="ul" gap="1.5" wrap="wrap" mb="2" listStyleType="none" p="0">
              {item.talent_category.slice(0, 2).map((code) => (
                <chakra.li key={code} fontSize="xs" px="2" py="0.5" borderRadius="full" bg="brand.subtle" color="brand.fg">
                  <FormattedMessage id={`taxonomy.talentType.${code}`} />
                </chakra.li>
              ))}
            </Flex>
            <Heading as="h3" size="md" lineHeight="1.4">
              <LinkOverlay asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={withQuery(pageRoutes.talentBenefitsDetail, { documentNo: item.documentNo })}>{item.title}</RouterLink>
              </LinkOverlay>
            </Heading>
          </Box>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
