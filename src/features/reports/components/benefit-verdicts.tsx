import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Pill } from '@/components/ui/pill';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { ReasonKind, ReportBenefit, Verdict } from '../api/reports-api';

const VERDICTS: readonly Verdict[] = ['eligible', 'possible', 'notEligible'];

/** Each verdict and reason has a sign and a word as well as a colour (WCAG 1.4.1: never colour alone). */
const VERDICT_LOOK: Record<Verdict, { sign: string; bg: string; color: string; border: string }> = {
  eligible: { sign: '✓', bg: 'green.50', color: 'green.800', border: 'green.600' },
  possible: { sign: '?', bg: 'orange.50', color: 'orange.800', border: 'orange.500' },
  notEligible: { sign: '✗', bg: 'gray.100', color: 'gray.800', border: 'gray.400' },
};

const REASON_LOOK: Record<ReasonKind, { sign: string; color: string }> = {
  met: { sign: '✓', color: 'green.800' },
  missing: { sign: '?', color: 'orange.800' },
  failed: { sign: '✗', color: 'red.700' },
};

function BenefitCard({ benefit }: { benefit: ReportBenefit }) {
  const intl = useIntl();
  const look = VERDICT_LOOK[benefit.verdict];
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={look.border}
      borderRadius="md"
      p="4"
      bg="bg"
      data-testid="report-benefit"
      data-verdict={benefit.verdict}
      css={{ breakInside: 'avoid' }}
    >
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h4" size="md" flex="1 1 16rem">
          <Link asChild color="brand.fg">
            <RouterLink to={withQuery(pageRoutes.talentBenefitsDetail, { documentNo: benefit.documentNo })}>{benefit.title}</RouterLink>
          </Link>
        </Heading>
        <Pill bg={look.bg} color={look.color} borderWidth="1px" borderColor={look.border} data-testid="benefit-verdict">
          <chakra.span aria-hidden="true" me="1">
            {look.sign}
          </chakra.span>
          {intl.formatMessage({ id: `report.verdict.${benefit.verdict}` })}
        </Pill>
      </Flex>
      <Text mt="2" color="fg.muted">
        {benefit.summary}
      </Text>
      {benefit.amount ? (
        <Text mt="2" data-testid="benefit-amount">
          <chakra.span fontWeight="semibold">{intl.formatMessage({ id: 'report.benefit.amount' })}</chakra.span> {benefit.amount}
        </Text>
      ) : null}
      {benefit.reasons.length > 0 ? (
        <Stack as="ul" gap="1.5" mt="3" listStyleType="none" m="0" p="0" pt="3" aria-label={intl.formatMessage({ id: 'report.benefit.reasons' }, { title: benefit.title })}>
          {benefit.reasons.map((reason, index) => {
            const reasonLook = REASON_LOOK[reason.kind];
            return (
              <Flex as="li" key={index} gap="2" align="baseline" data-testid="benefit-reason" data-kind={reason.kind}>
                <chakra.span color={reasonLook.color} fontWeight="bold" flexShrink={0} whiteSpace="nowrap">
                  <chakra.span aria-hidden="true" me="1">
                    {reasonLook.sign}
                  </chakra.span>
                  {intl.formatMessage({ id: `report.reason.${reason.kind}` })}
                </chakra.span>
                <chakra.span>{reason.text}</chakra.span>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The benefits in three groups — eligible, possibly eligible (what is missing), not eligible (which condition
 * fails) — each with its amount and the reasons behind its verdict.
 */
export function BenefitVerdicts({ benefits }: { benefits: readonly ReportBenefit[] }) {
  const intl = useIntl();
  return (
    <Stack gap="6">
      {VERDICTS.map((verdict) => {
        const group = benefits.filter((benefit) => benefit.verdict === verdict);
        const headingId = `report-verdict-${verdict}`;
        return (
          <Box as="section" key={verdict} aria-labelledby={headingId} data-testid={`verdict-group-${verdict}`}>
            <Heading as="h3" id={headingId} size="lg" mb="1">
              {intl.formatMessage({ id: `report.group.${verdict}` }, { count: group.length })}
            </Heading>
            <Text color="fg.muted" mb="3">
              {intl.formatMessage({ id: group.length > 0 ? `report.group.${verdict}.hint` : `report.group.${verdict}.none` })}
            </Text>
            {group.length > 0 ? (
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {group.map((benefit) => (
                  <BenefitCard key={benefit.documentNo} benefit={benefit} />
                ))}
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
