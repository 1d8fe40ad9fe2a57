import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { StepProblem } from '../calculator-steps';
import { STEP_HEADING_ID } from './calculator-question-form';

export interface CalculatorInvalidProps {
  problem: StepProblem;
  /** The question to carry on with (undefined: the result, every question being answered). */
  resumeTitle: string | undefined;
  resumeHref: string;
  startOverHref: string;
}

/** A hand-edited or outdated address: what is wrong with it, and the way back (the answers that were fine kept). */
export function CalculatorInvalid({ problem, resumeTitle, resumeHref, startOverHref }: CalculatorInvalidProps) {
  return (
    <Box role="alert" maxW="3xl" borderWidth="1px" borderColor="border.error" borderRadius="md" p="6" data-testid="calculator-invalid">
      <Heading as="h2" size="lg" id={STEP_HEADING_ID} tabIndex={-1} outline="none" mb="2">
        <FormattedMessage id="calculator.invalid.title" />
      </Heading>
      <Text mb="6" data-testid="calculator-invalid-reason" data-reason={problem.reason}>
        {problem.reason === 'unknownStep' ? (
          <FormattedMessage id="calculator.invalid.unknownStep" />
        ) : (
          <FormattedMessage id={`calculator.invalid.${problem.reason}`} values={{ question: problem.question.title }} />
        )}
      </Text>
      <Flex gap="4" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={resumeHref} data-testid="calculator-resume">
            {resumeTitle === undefined ? (
              <FormattedMessage id="calculator.invalid.resumeResult" />
            ) : (
              <FormattedMessage id="calculator.invalid.resume" values={{ question: resumeTitle }} />
            )}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={startOverHref} data-testid="calculator-start-over">
            <FormattedMessage id="calculator.startOver" />
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}
