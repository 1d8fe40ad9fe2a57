import { chakra, SimpleGrid } from '@chakra-ui/react';
import { ExternalIcon } from '@/components/ui/icons';
import { ExternalLink } from '@/components/ui/external-link';
import type { UsefulLink } from '../api/home-api';

/** The useful-links list of spec §1: external sites, each in a new tab without an opener. */
export function UsefulLinks({ links }: { links: readonly UsefulLink[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
      {links.map((link) => (
        <chakra.li key={link.key}>
          <ExternalLink
            href={link.url}
            icon={false}
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
            w="full"
            h="full"
            px="4"
            py="3"
            borderWidth="1px"
            borderRadius="md"
            bg="bg"
            color="brand.fg"
            _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
          >
            <span>{link.label}</span>
            <ExternalIcon />
          </ExternalLink>
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}
