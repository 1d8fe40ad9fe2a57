import { useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { countryLabel, type Country } from '@/lib/account/countries';
import { educationMessageId, isEducation } from '@/lib/account/education';
import { LANGUAGES, LOCALE_TAG } from '@/lib/i18n/languages';
import type { ProfileData } from '../api/profile-api';

export interface ProfileDetailsProps {
  profile: ProfileData;
  countries: readonly Country[];
  onEdit: () => void;
}

/** The user's record, read-only, with the edit button. */
export function ProfileDetails({ profile, countries, onEdit }: ProfileDetailsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = LANGUAGES.find((l) => LOCALE_TAG[l] === intl.locale) ?? 'EN';
  const country = countries.find((c) => c.nameEN === profile.country);
  const rows: Array<[string, string]> = [
    ['account.field.email', profile.email],
    ['account.field.firstName', profile.firstName],
    ['account.field.age', intl.formatNumber(profile.age)],
    ['account.field.country', country ? countryLabel(country, language) : profile.country],
    ['account.field.education', isEducation(profile.education) ? t(educationMessageId(profile.education)) : profile.education],
  ];
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('profile.details.title')}
        </Heading>
        <Button variant="outline" onClick={onEdit} color="brand.fg" borderColor="brand.fg">
          {t('profile.edit')}
        </Button>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="2" data-testid="profile-details">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="fg.muted">{t(label)}</chakra.dt>
            <chakra.dd fontWeight="medium" wordBreak="break-word" mb={{ base: '2', md: '0' }}>
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}
