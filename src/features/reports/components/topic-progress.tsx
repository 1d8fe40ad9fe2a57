import { useIntl } from 'react-intl';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { Topic } from '../api/reports-api';

export interface TopicProgressProps {
  topics: readonly Pick<Topic, 'id' | 'title'>[];
  /** 1-based place of the topic on screen. */
  current: number;
}

/** "Topic 2 of 5" with a bar, and the five topics in order: done, this one (aria-current), still to come. */
export function TopicProgress({ topics, current }: TopicProgressProps) {
  const intl = useIntl();
  const total = topics.length;
  return (
    <chakra.nav aria-label={intl.formatMessage({ id: 'report.progress.label' })} mb="6" data-testid="topic-progress">
      <Text fontWeight="semibold" color="brand.fg" mb="2" data-testid="topic-count">
        {intl.formatMessage({ id: 'report.progress.count' }, { current, total })}
      </Text>
      <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true" mb="3">
        <Box h="full" bg="brand.solid" w={`${(current / Math.max(total, 1)) * 100}%`} />
      </Box>
      <Flex as="ol" gap={{ base: '1', md: '4' }} wrap="wrap" listStyleType="none" m="0" p="0" fontSize="sm">
        {topics.map((topic, index) => {
          const place = index + 1;
          const state = place < current ? 'done' : place === current ? 'current' : 'next';
          return (
            <chakra.li
              key={topic.id}
              aria-current={state === 'current' ? 'step' : undefined}
              color={state === 'next' ? 'fg.muted' : 'fg'}
              fontWeight={state === 'current' ? 'semibold' : 'normal'}
              textDecoration={state === 'current' ? 'underline' : 'none'}
              textUnderlineOffset="4px"
            >
              <chakra.span aria-hidden="true" me="1">
                {state === 'done' ? '✓' : `${place}.`}
              </chakra.span>
              {topic.title}
              {state === 'done' ? <chakra.span srOnly>{intl.formatMessage({ id: 'report.progress.done' })}</chakra.span> : null}
            </chakra.li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
