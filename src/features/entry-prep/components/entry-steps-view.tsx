import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';
import type { EntryStep } from '../api/entry-prep-api';
import { pickerPath, stepsPath, type EntryChoice } from '../entry-choice';
import type { AccountSync } from '../store/entry-prep-slice';

export interface EntryStepsViewProps {
  choice: EntryChoice;
  steps: EntryStep[];
  /** Ids of the ticked steps. */
  ticked: readonly string[];
  /** The ticks have been read (the boxes stay disabled until then: a tick before would be lost). */
  ready: boolean;
  /** Where the account's copy stands; `none` when not signed in. */
  account: AccountSync;
  /** The login page, coming back here. */
  loginHref: string;
  onToggle: (id: string, done: boolean) => void;
  onPrint: () => void;
}

const STEP_FACTS = ['where', 'duration', 'cost'] as const;

/** "3 of 9 done", with a bar: a live region, so a tick is confirmed to screen readers. */
function Progress({ done, total }: { done: number; total: number }) {
  const intl = useIntl();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Box data-testid="entry-progress">
      <Text fontWeight="semibold" mb="2" aria-live="polite">
        <FormattedMessage id="entryPrep.steps.progress" values={{ done, total }} />
      </Text>
      <Box
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'entryPrep.steps.progressLabel' })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        h="2"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
        _print={{ display: 'none' }}
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" />
      </Box>
    </Box>
  );
}

/** Whether the ticks reach the account: said once, quietly, where the visitor looks after ticking. */
function SyncNote({ account, loginHref }: { account: AccountSync; loginHref: string }) {
  return (
    <Text role="status" fontSize="sm" color={account === 'failed' ? 'red.700' : 'fg.muted'} data-testid="entry-sync" data-state={account} _print={{ display: 'none' }}>
      {account === 'none' ? (
        <FormattedMessage
          id="entryPrep.sync.local"
          values={{
            login: (chunks) => (
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={loginHref}>{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      ) : (
        <FormattedMessage id={`entryPrep.sync.${account}`} />
      )}
    </Text>
  );
}

function StepCard({ step, index, total, done, ready, onToggle }: { step: EntryStep; index: number; total: number; done: boolean; ready: boolean; onToggle: (done: boolean) => void }) {
  const headingId = `entry-step-${step.id}`;
  return (
    <chakra.li listStyleType="none" data-testid="entry-step" data-step={step.id} data-done={done} css={{ breakInside: 'avoid' }}>
      <chakra.article
        aria-labelledby={headingId}
        borderWidth="1px"
        borderLeftWidth="4px"
        borderColor={done ? 'brand.solid' : 'border'}
        borderRadius="lg"
        p={{ base: '4', md: '6' }}
        bg={done ? 'brand.subtle' : 'bg'}
        _print={{ bg: 'transparent', p: '3', borderColor: 'black' }}
      >
        <Flex gap="4" align="flex-start" justify="space-between" wrap="wrap">
          <Box flex="1" minW="60">
            <Text fontSize="sm" color="fg.muted" mb="1">
              <FormattedMessage id="entryPrep.step.position" values={{ step: index + 1, total }} />
            </Text>
            <Heading as="h2" id={headingId} size="lg" color="brand.fg">
              {step.title}
            </Heading>
          </Box>
          <chakra.label
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="3"
            py="2"
            minH="11"
            borderWidth="1px"
            borderRadius="md"
            borderColor={done ? 'brand.solid' : 'border.emphasized'}
            bg="bg"
            fontWeight="semibold"
            cursor={ready ? 'pointer' : 'default'}
            opacity={ready ? 1 : 0.7}
            css={{ '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
          >
            <chakra.input type="checkbox" checked={done} disabled={!ready} onChange={(event) => onToggle(event.target.checked)} accentColor="brand.solid" w="5" h="5" />
            <span>
              <FormattedMessage id="entryPrep.step.done" />
              <chakra.span srOnly>: {step.title}</chakra.span>
            </span>
          </chakra.label>
        </Flex>
        <Text mt="3" lineHeight="1.8">
          {step.summary}
        </Text>
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', md: 'minmax(8rem, max-content) 1fr' }}
          columnGap="6"
          rowGap="2"
          mt="4"
          lineHeight="1.7"
          // Breakpoints are screen-only: paper gets the two columns too.
          _print={{ gridTemplateColumns: 'minmax(8rem, max-content) 1fr', rowGap: '1' }}
        >
          <Text as="dt" fontWeight="semibold">
            <FormattedMessage id="entryPrep.step.documents" />
          </Text>
          <chakra.dd m="0">
            <chakra.ul ps="5" listStyleType="disc">
              {step.documents.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </chakra.ul>
          </chakra.dd>
          {STEP_FACTS.map((fact) => (
            <Box key={fact} display="contents">
              <Text as="dt" fontWeight="semibold">
                <FormattedMessage id={`entryPrep.step.${fact}`} />
              </Text>
              <chakra.dd m="0">{step[fact]}</chakra.dd>
            </Box>
          ))}
        </Grid>
        {step.links.length > 0 ? (
          <Box mt="4" _print={{ display: 'none' }}>
            <Text fontWeight="semibold" mb="1">
              <FormattedMessage id="entryPrep.step.links" />
            </Text>
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="1">
              {step.links.map((link) => (
                <li key={`${link.kind}:${link.route ?? link.documentNo ?? link.label}`}>
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink to={link.route ?? pageRoutes.services}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ) : null}
      </chakra.article>
    </chakra.li>
  );
}

/**
 * The steps of one identity and timing, in order, as a checklist: each step's documents, where, how long, cost and
 * links into the services; the progress, whether the ticks reach the account, print, and a way to change the choice.
 */
export function EntryStepsView({ choice, steps, ticked, ready, account, loginHref, onToggle, onPrint }: EntryStepsViewProps) {
  const intl = useIntl();
  const chosen = new Set(ticked);
  const done = steps.filter((step) => chosen.has(step.id)).length;
  const otherTiming = choice.timing === 'before' ? 'after' : 'before';
  return (
    <Stack gap="6" data-testid="entry-steps" data-identity={choice.identity} data-timing={choice.timing}>
      <Flex gap="4" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" _print={{ borderWidth: '0', p: '0', bg: 'transparent' }}>
        <Box>
          <Text fontWeight="semibold" data-testid="entry-choice">
            <FormattedMessage
              id="entryPrep.steps.for"
              values={{
                identity: intl.formatMessage({ id: `entryPrep.identity.${choice.identity}` }),
                timing: intl.formatMessage({ id: `entryPrep.timing.${choice.timing}` }),
              }}
            />
          </Text>
          <Flex as="nav" aria-label={intl.formatMessage({ id: 'entryPrep.steps.switchLabel' })} gap="4" mt="1" wrap="wrap" _print={{ display: 'none' }}>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={pickerPath(choice)}>
                <FormattedMessage id="entryPrep.steps.change" />
              </RouterLink>
            </Link>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={stepsPath({ ...choice, timing: otherTiming })}>
                <FormattedMessage id={`entryPrep.steps.switchTiming.${otherTiming}`} />
              </RouterLink>
            </Link>
          </Flex>
        </Box>
        <Button variant="outline" colorPalette="brand" onClick={onPrint} _print={{ display: 'none' }} data-testid="entry-print">
          <FormattedMessage id="entryPrep.steps.print" />
        </Button>
      </Flex>
      <Stack gap="2">
        <Progress done={done} total={steps.length} />
        <SyncNote account={account} loginHref={loginHref} />
      </Stack>
      <chakra.ol display="grid" gap="4" m="0" p="0">
        {steps.map((step, index) => (
          <StepCard
            key={step.id}
            step={step}
            index={index}
            total={steps.length}
            done={chosen.has(step.id)}
            ready={ready}
            onToggle={(checked) => onToggle(step.id, checked)}
          />
        ))}
      </chakra.ol>
    </Stack>
  );
}
