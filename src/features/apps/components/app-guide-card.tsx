import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { ExternalLink } from '@/components/ui/external-link';
import { Pill } from '@/components/ui/pill';
import { QrPopover } from '@/components/ui/qr-popover';
import type { EnglishInterface, GuideApp } from '../api/apps-api';

/** Dark text on a light tint of each colour: at least 4.5:1 (WCAG AA) for the small label. */
const ENGLISH_BADGE: Record<EnglishInterface, { bg: string; color: string; messageId: string }> = {
  full: { bg: 'green.100', color: 'green.800', messageId: 'apps.english.full' },
  partial: { bg: 'orange.100', color: 'orange.800', messageId: 'apps.english.partial' },
  none: { bg: 'gray.100', color: 'gray.800', messageId: 'apps.english.none' },
};

/**
 * One app of the guide: what it is for, whether it speaks English, how a newcomer from abroad sets it up, and its
 * official page as a link and a QR code (to open it on the phone the app goes on).
 */
export function AppGuideCard({ app }: { app: GuideApp }) {
  const titleId = useId();
  const badge = ENGLISH_BADGE[app.englishInterface];
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      h="full"
      display="flex"
      flexDirection="column"
      gap="3"
      data-testid="app-card"
      data-document-no={app.documentNo}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={titleId}>
          {app.name}
        </Heading>
        <Pill bg={badge.bg} color={badge.color} data-testid="app-english" data-english={app.englishInterface}>
          <FormattedMessage id={badge.messageId} />
        </Pill>
      </Flex>
      <Text color="fg.muted">{app.purpose}</Text>
      <Box flex="1">
        <Heading as="h4" size="sm" mb="2">
          <FormattedMessage id="apps.setup.title" />
        </Heading>
        <chakra.ol ps="5" listStyleType="decimal" display="flex" flexDirection="column" gap="1" fontSize="sm">
          {app.setupSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </chakra.ol>
      </Box>
      <Flex gap="3" align="center" wrap="wrap" pt="2" borderTopWidth="1px">
        <ExternalLink href={app.officialUrl} color="brand.fg" fontWeight="semibold" minH="11">
          <FormattedMessage id="apps.officialSite" values={{ name: app.name }} />
        </ExternalLink>
        <QrPopover name={app.name} url={app.officialUrl} tone="dark" hintId="apps.qr.hint" align="start" />
      </Flex>
    </Box>
  );
}
