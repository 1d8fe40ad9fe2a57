import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { CostEstimate } from '../api/calculator-api';
import { COST_VIEWS, type CostView } from '../calculator-steps';
import { formatDataDate, formatYuan, inView } from './money';
import { CalculatorPrintStyles } from './print-styles';
import { STEP_HEADING_ID } from './calculator-question-form';

export interface CostResultProps {
  estimate: CostEstimate;
  view: CostView;
  /** The same result in the other view (the view is part of the URL, so each is a link). */
  viewHref: (view: CostView) => string;
  /** The last question, answers kept. */
  backHref: string;
  startOverHref: string;
}

const cell = { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start' } as const;
const amountCell = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The estimate (spec §2, §9): the total, the eight items in a table beside the same basket in Hong Kong, monthly or
 * annual (12 × each monthly figure), the data's date and each item's source, and — apart, never subtracted — the
 * support the visitor may receive, with links to the benefits. Printable and shareable (the URL holds the answers).
 */
export function CostResult({ estimate, view, viewHref, backHref, startOverHref }: CostResultProps) {
  const intl = useIntl();
  const money = (monthly: number) => formatYuan(intl, inView(monthly, view));
  const date = formatDataDate(intl, estimate.dataDate);
  const ratio = estimate.monthlyTotal > 0 ? estimate.hongKongMonthlyTotal / estimate.monthlyTotal : 0;
  const itemLabel = (item: string) => intl.formatMessage({ id: `calculator.item.${item}` });

  return (
    <Box maxW="4xl" data-testid="calculator-result" data-view={view}>
      <CalculatorPrintStyles />
      <Heading as="h2" size="xl" id={STEP_HEADING_ID} tabIndex={-1} outline="none" mb="2">
        <FormattedMessage id="calculator.result.heading" />
      </Heading>
      <Text fontSize="3xl" fontWeight="bold" color="brand.fg" data-testid="calculator-total">
        <FormattedMessage id={`calculator.result.total.${view}`} values={{ amount: formatYuan(intl, inView(estimate.monthlyTotal, view)) }} />
      </Text>
      <Text color="fg.muted" mb="6" data-testid="calculator-data-date">
        <FormattedMessage id="calculator.result.basis" values={{ date }} />
      </Text>

      <Flex role="group" aria-label={intl.formatMessage({ id: 'calculator.result.view.label' })} gap="0" mb="4" data-print="hide" data-testid="calculator-view">
        {COST_VIEWS.map((each, index) => {
          const current = each === view;
          return (
            <Link
              key={each}
              asChild
              px="4"
              py="2"
              borderWidth="2px"
              borderColor="brand.solid"
              borderStartRadius={index === 0 ? 'md' : '0'}
              borderEndRadius={index === COST_VIEWS.length - 1 ? 'md' : '0'}
              bg={current ? 'brand.solid' : 'bg'}
              color={current ? 'brand.contrast' : 'brand.fg'}
              fontWeight="semibold"
              textDecoration="none"
              _hover={{ textDecoration: 'none', bg: current ? 'brand.solid' : 'brand.subtle' }}
            >
              <RouterLink to={viewHref(each)} aria-current={current ? 'true' : undefined} replace preventScrollReset data-testid={`calculator-view-${each}`}>
                <FormattedMessage id={`calculator.result.view.${each}`} />
              </RouterLink>
            </Link>
          );
        })}
      </Flex>

      <Box overflowX="auto" mb="4">
        <chakra.table w="full" borderCollapse="collapse" data-testid="calculator-items">
          <chakra.caption textAlign="start" fontWeight="semibold" mb="2" captionSide="top">
            <FormattedMessage id={`calculator.result.table.caption.${view}`} />
          </chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" {...cell} fontWeight="semibold">
                <FormattedMessage id="calculator.result.table.item" />
              </chakra.th>
              <chakra.th scope="col" {...amountCell} fontWeight="semibold">
                <FormattedMessage id="calculator.result.table.zone" />
              </chakra.th>
              <chakra.th scope="col" {...amountCell} fontWeight="semibold">
                <FormattedMessage id="calculator.result.table.hongKong" />
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {estimate.items.map((item) => (
              <tr key={item.item} data-testid="calculator-item" data-item={item.item}>
                <chakra.th scope="row" {...cell} fontWeight="normal">
                  {itemLabel(item.item)}
                </chakra.th>
                <chakra.td {...amountCell} data-testid="calculator-item-amount">
                  {money(item.monthly)}
                </chakra.td>
                <chakra.td {...amountCell} color="fg.muted" data-testid="calculator-item-hong-kong">
                  {money(item.hongKongMonthly)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <chakra.th scope="row" {...cell} borderBottomWidth="0" fontWeight="bold">
                <FormattedMessage id="calculator.result.table.total" />
              </chakra.th>
              <chakra.td {...amountCell} borderBottomWidth="0" fontWeight="bold" data-testid="calculator-total-amount">
                {money(estimate.monthlyTotal)}
              </chakra.td>
              <chakra.td {...amountCell} borderBottomWidth="0" fontWeight="bold" data-testid="calculator-total-hong-kong">
                {money(estimate.hongKongMonthlyTotal)}
              </chakra.td>
            </tr>
          </tfoot>
        </chakra.table>
      </Box>
      <Text mb="10" data-testid="calculator-hong-kong">
        <FormattedMessage
          id="calculator.result.hongKong"
          values={{ view, amount: money(estimate.hongKongMonthlyTotal), ratio: intl.formatNumber(ratio, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) }}
        />
      </Text>

      <chakra.section aria-labelledby="calculator-support" mb="10" data-testid="calculator-support">
        <Heading as="h3" id="calculator-support" size="lg" mb="2">
          <FormattedMessage id="calculator.result.support.heading" />
        </Heading>
        <Text color="fg.muted" mb="4">
          <FormattedMessage id="calculator.result.support.note" />
        </Text>
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
          {estimate.support.map((line) => (
            <chakra.li key={line.documentNo} borderStartWidth="4px" borderColor="brand.solid" ps="4" py="1" data-testid="calculator-support-line">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={withQuery(pageRoutes.talentBenefitsDetail, { documentNo: line.documentNo })}>{line.title}</RouterLink>
              </Link>
              <Text mt="1">{line.text}</Text>
            </chakra.li>
          ))}
        </chakra.ul>
      </chakra.section>

      <chakra.section aria-labelledby="calculator-sources" mb="10" data-testid="calculator-sources">
        <Heading as="h3" id="calculator-sources" size="lg" mb="2">
          <FormattedMessage id="calculator.result.sources.heading" />
        </Heading>
        <Text color="fg.muted" mb="4">
          <FormattedMessage id="calculator.result.sources.note" values={{ date }} />
        </Text>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(8rem, max-content) 1fr' }} columnGap="6" rowGap="2" fontSize="sm">
          {estimate.items.map((item) => (
            <Box key={item.item} display="contents">
              <chakra.dt fontWeight="semibold">{itemLabel(item.item)}</chakra.dt>
              <chakra.dd m="0" mb={{ base: '2', md: '0' }} data-testid="calculator-source">
                {item.source}
              </chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </chakra.section>

      <Text mb="4" color="fg.muted" data-print="hide">
        <FormattedMessage id="calculator.result.share" />
      </Text>
      <Flex gap="4" wrap="wrap" align="center" data-print="hide">
        <Button type="button" colorPalette="brand" onClick={() => window.print()} data-testid="calculator-print">
          <FormattedMessage id="calculator.result.print" />
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={startOverHref} data-testid="calculator-start-over">
            <FormattedMessage id="calculator.startOver" />
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to={backHref} rel="prev" data-testid="calculator-back">
            <FormattedMessage id="calculator.back" />
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}
