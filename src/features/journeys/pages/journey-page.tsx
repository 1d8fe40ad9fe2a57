import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { ContentStatus } from '@/components/ui/content-status';
import { pageRoutes } from '@/lib/routes';
import { pageTitleId, usePageHeading } from '@/lib/router/route-handle';
import { JOURNEY_STEPS, type JourneyTheme } from '../api/journeys-api';
import { JourneySteps } from '../components/journey-steps';
import { selectJourney } from '../store/journeys-feature';
import { journeyKey, journeyRequested } from '../store/journeys-slice';

export type { JourneyTheme };

const SHORTCUTS = ['calculator', 'lifepage', 'events'] as const;

/**
 * The four journey themes share one screen (spec §2): four steps — entry preparation, the theme's own step, welfare
 * policy, services — one at a time with `?step=1..4` in the URL, and shortcuts to calculator, life and events.
 */
export default function JourneyPage({ theme }: { theme: JourneyTheme }) {
  const intl = useIntl();
  const heading = usePageHeading();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const language = useAppSelector((state) => state.language.current);
  const journey = useAppSelector(selectJourney);
  const key = journeyKey(theme, language);
  // `step` counts from 1 in the URL; a missing or bad value is the first step.
  const asked = Number(searchParams.get('step'));
  const current = Number.isInteger(asked) && asked >= 1 && asked <= JOURNEY_STEPS.length ? asked - 1 : 0;

  return (
    <PageShell title={heading.title} breadcrumbs={heading.breadcrumbs}>
      <Text mb="8" color="fg.muted" data-testid="page-intro">
        {intl.formatMessage({ id: `page.${theme}.intro` })}
      </Text>
      <ContentStatus
        status={journey.key === key ? journey.status : 'loading'}
        count={journey.key === key ? journey.data?.steps.length : undefined}
        onRetry={() => dispatch(journeyRequested(theme, language))}
      >
        {journey.data ? <JourneySteps steps={journey.data.steps} current={current} hrefOf={(step) => `${pathname}?step=${step + 1}`} /> : null}
      </ContentStatus>
      <Box as="aside" mt="10" aria-labelledby="journey-shortcuts">
        <Heading as="h2" id="journey-shortcuts" size="md" mb="2">
          {intl.formatMessage({ id: 'journey.shortcuts.title' })}
        </Heading>
        <List.Root variant="plain" gap="1" data-testid="journey-shortcuts">
          {SHORTCUTS.map((name) => (
            <List.Item key={name}>
              <Link asChild color="brand.fg">
                <RouterLink to={pageRoutes[name]}>{intl.formatMessage({ id: pageTitleId(name) })}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </PageShell>
  );
}

/** The view for the editors' console preview (issue #13), reached through this page's chunk: imported from the
 * component's own module, the console would split it off into a new chunk every public page then lists. */
export { JourneySteps };
