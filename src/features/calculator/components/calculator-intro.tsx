import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import type { CalculatorQuestion } from '../api/calculator-api';
import { formatDataDate } from './money';

export interface CalculatorIntroProps {
  questions: CalculatorQuestion[];
  dataDate: string;
  /** The first question (with any answers the URL carried). */
  startHref: string;
}

/** What the calculator does, what it will ask and on what figures, and "start counting" (spec §2). */
export function CalculatorIntro({ questions, dataDate, startHref }: CalculatorIntroProps) {
  const intl = useIntl();
  return (
    <Box maxW="3xl" data-testid="calculator-intro">
      <Text fontSize="lg" mb="6">
        <FormattedMessage id="calculator.intro.lead" />
      </Text>
      <Heading as="h2" size="md" mb="3">
        <FormattedMessage id="calculator.intro.asks" values={{ count: questions.length }} />
      </Heading>
      <chakra.ol ps="6" mb="6" display="grid" gap="1" data-testid="calculator-intro-questions">
        {questions.map((question) => (
          <li key={question.id}>{question.title}</li>
        ))}
      </chakra.ol>
      <Text mb="2">
        <FormattedMessage id="calculator.intro.basis" values={{ date: formatDataDate(intl, dataDate) }} />
      </Text>
      <Text mb="8" color="fg.muted">
        <FormattedMessage id="calculator.intro.privacy" />
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={startHref} data-testid="calculator-start">
          <FormattedMessage id="calculator.intro.start" />
        </RouterLink>
      </Button>
    </Box>
  );
}
