import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Topic } from '../api/reports-api';

export interface ReportIntroProps {
  /** The five topics, once the questionnaire has loaded (the page reads fine without them). */
  topics: readonly Pick<Topic, 'id' | 'title'>[];
  /** Where the questionnaire starts (its first topic). */
  startTo: string;
  /** Answers of this tab are waiting: "continue" takes the visitor back, "start over" forgets them. */
  hasAnswers: boolean;
  onStartOver: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const startButton = { bg: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.700' } } as const;

/** The report's intro (/pages/reports): what it does, the five topics, what it keeps and for how long, then start. */
export function ReportIntro({ topics, startTo, hasAnswers, onStartOver }: ReportIntroProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack gap="8" maxW="3xl">
      <Section title={t('report.intro.what.title')}>
        <Text mb="3">{t('report.intro.what.text')}</Text>
        <Text>{t('report.intro.what.rules')}</Text>
      </Section>
      {topics.length > 0 ? (
        <Section title={intl.formatMessage({ id: 'report.intro.topics.title' }, { count: topics.length })}>
          <Stack as="ol" listStyleType="decimal" ps="6" gap="1" data-testid="intro-topics">
            {topics.map((topic) => (
              <li key={topic.id}>{topic.title}</li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <Section title={t('report.intro.stored.title')}>
        <Stack as="ul" listStyleType="disc" ps="6" gap="2" data-testid="intro-storage">
          <li>{t('report.intro.stored.link')}</li>
          <li>{t('report.intro.stored.account')}</li>
          <li>{t('report.intro.stored.nothingPersonal')}</li>
          <li>{t('report.intro.stored.browser')}</li>
        </Stack>
      </Section>
      <Flex gap="3" wrap="wrap" align="center">
        <Button asChild {...startButton} data-testid="report-start">
          <RouterLink to={startTo}>{t(hasAnswers ? 'report.intro.continue' : 'report.intro.start')}</RouterLink>
        </Button>
        {hasAnswers ? (
          <Button variant="outline" onClick={onStartOver} data-testid="report-start-over">
            {t('report.intro.startOver')}
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}
