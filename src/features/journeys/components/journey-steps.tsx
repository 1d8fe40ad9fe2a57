import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { LIFE_TABS, pageRoutes, SERVICE_TABS, withQuery, type RouteName } from '@/lib/routes';
import { pageTitleId } from '@/lib/router/route-handle';
import { LOCALE_TAG } from '@/lib/i18n/languages';
import type { JourneyLink, JourneyStep } from '../api/journeys-api';

/** Where a step's link leads: the document's page (in its tab), or the app's page. */
export function linkTarget(link: JourneyLink): string {
  const tabOf = (tabs: readonly string[]) => Math.max(tabs.indexOf(link.tab ?? ''), 0);
  switch (link.kind) {
    case 'benefit':
      return withQuery(pageRoutes.talentBenefitsDetail, { documentNo: link.documentNo ?? '' });
    case 'service':
      return withQuery(pageRoutes.serviceDetail, { documentNo: link.documentNo ?? '', active: tabOf(SERVICE_TABS) });
    case 'life':
      return withQuery(pageRoutes.lifedetail, { documentNo: link.documentNo ?? '', active: tabOf(LIFE_TABS) });
    case 'route':
      return withQuery(pageRoutes[link.route as keyof typeof pageRoutes] ?? pageRoutes.home, { active: link.active ?? undefined });
  }
}

export interface JourneyStepsProps {
  steps: JourneyStep[];
  /** The step shown, from 0. */
  current: number;
  /** The link of a step (steps live in the URL, so each is a real link and Back returns). */
  hrefOf: (step: number) => string;
}

/**
 * The four steps of a journey: a progress list (the current step marked for screen readers with aria-current), the
 * current step's guide and links, and previous/next links — all plain links, so Tab and Enter move through them.
 */
export function JourneySteps({ steps, current, hrefOf }: JourneyStepsProps) {
  const intl = useIntl();
  const step = steps[current];
  if (!step) return null;
  return (
    <Box>
      <chakra.nav aria-label={intl.formatMessage({ id: 'journey.steps.label' })} mb="8">
        <chakra.ol display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" listStyleType="none" m="0" p="0">
          {steps.map((each, index) => {
            const state = index === current ? 'current' : index < current ? 'done' : 'todo';
            return (
              <li key={each.step}>
                <Link
                  asChild
                  display="flex"
                  gap="3"
                  alignItems="center"
                  h="full"
                  minH="11"
                  p="3"
                  borderRadius="md"
                  borderWidth="2px"
                  textDecoration="none"
                  borderColor={state === 'current' ? 'brand.solid' : 'border'}
                  bg={state === 'current' ? 'brand.subtle' : 'bg'}
                  color="fg"
                  _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
                  data-state={state}
                >
                  <RouterLink to={hrefOf(index)} aria-current={state === 'current' ? 'step' : undefined}>
                    <Flex
                      as="span"
                      flexShrink={0}
                      w="8"
                      h="8"
                      borderRadius="full"
                      align="center"
                      justify="center"
                      fontWeight="bold"
                      bg={state === 'todo' ? 'bg.muted' : 'brand.solid'}
                      color={state === 'todo' ? 'fg' : 'white'}
                      aria-hidden="true"
                    >
                      {index + 1}
                    </Flex>
                    <Text as="span" fontSize="sm" fontWeight="semibold" lang={LOCALE_TAG[each.language]}>
                      <chakra.span srOnly>
                        <FormattedMessage id="journey.steps.position" values={{ step: index + 1, total: steps.length }} />{' '}
                      </chakra.span>
                      {each.title}
                    </Text>
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </chakra.ol>
      </chakra.nav>

      <chakra.section aria-labelledby="journey-step" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} lang={LOCALE_TAG[step.language]} data-testid="journey-step">
        <Text fontSize="sm" color="fg.muted" mb="1">
          <FormattedMessage id="journey.steps.position" values={{ step: current + 1, total: steps.length }} />
        </Text>
        <Heading as="h2" id="journey-step" size="xl" color="brand.fg" mb="3">
          {step.title}
        </Heading>
        <Text lineHeight="1.8" mb="5">
          {step.text}
        </Text>
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
          {step.links.map((link) => (
            <li key={`${link.kind}:${link.documentNo ?? link.route}:${link.active ?? ''}`}>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={linkTarget(link)}>
                  {link.title ?? intl.formatMessage({ id: pageTitleId((link.route ?? 'home') as RouteName) })}
                </RouterLink>
              </Link>
            </li>
          ))}
        </chakra.ul>
        <Flex justify="space-between" mt="8" gap="4" wrap="wrap">
          {current > 0 ? (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={hrefOf(current - 1)} rel="prev">
                <FormattedMessage id="journey.steps.previous" />
              </RouterLink>
            </Link>
          ) : (
            <span />
          )}
          {current < steps.length - 1 ? (
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={hrefOf(current + 1)} rel="next">
                <FormattedMessage id="journey.steps.next" />
              </RouterLink>
            </Link>
          ) : null}
        </Flex>
      </chakra.section>
    </Box>
  );
}
