import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Dialog, Flex, Heading, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MyReport } from '../api/reports-api';
import type { LoadStatus } from '../store/my-reports-slice';
import { reportUrl, topicUrl } from '../store/report-links';
import { formatReportDate, languageOfLocale } from './report-format';

export interface MyReportsProps {
  status: LoadStatus;
  reports: readonly MyReport[];
  /** Reports whose deletion is on its way. */
  deleting?: readonly string[];
  onDelete: (id: string) => void;
  onRetry: () => void;
}

function DeleteDialog({ label, onCancel, onConfirm }: { label: string | null; onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog.Root role="alertdialog" open={label !== null} onOpenChange={(details) => (details.open ? undefined : onCancel())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-report-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('report.mine.delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{label ? t('report.mine.delete.body', { report: label }) : null}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('report.mine.delete.keep')}</Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} onClick={onConfirm} data-testid="delete-report-confirm">
                {t('report.mine.delete.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * My reports (profile): the reports made while signed in, newest first — date, how many benefits were eligible, a
 * link to open it, and delete after a confirmation (its share link ends with it).
 */
export function MyReports({ status, reports, deleting = [], onDelete, onRetry }: MyReportsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const language = languageOfLocale(intl.locale);
  const [confirming, setConfirming] = useState<MyReport | null>(null);
  const labelOf = (report: MyReport) => t('report.mine.item', { date: formatReportDate(report.createdAt, language) });

  let body;
  if (status === 'error') {
    body = (
      <Box role="alert">
        <Text mb="3">{t('report.mine.loadFailed')}</Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('report.mine.retry')}
        </Button>
      </Box>
    );
  } else if (status !== 'ready' && reports.length === 0) {
    body = (
      <Flex role="status" align="center" gap="3" color="fg.muted">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>{t('report.mine.loading')}</Text>
      </Flex>
    );
  } else if (reports.length === 0) {
    body = (
      <Text data-testid="my-reports-empty">
        {t('report.mine.empty')}{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={topicUrl()}>{t('report.mine.makeOne')}</RouterLink>
        </Link>
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="my-reports-list">
        {reports.map((report) => (
          <Box as="li" key={report.id} borderWidth="1px" borderRadius="md" p="4" data-testid="my-report" data-report={report.id}>
            <Flex justify="space-between" align="start" gap="3" wrap="wrap">
              <Box minW="0" flex="1 1 16rem">
                <Heading as="h3" size="sm">
                  <Link asChild color="brand.fg">
                    <RouterLink to={reportUrl(report.id)}>{labelOf(report)}</RouterLink>
                  </Link>
                </Heading>
                <Text mt="1" data-testid="my-report-eligible">
                  {t('report.mine.eligible', { count: report.eligibleCount })}
                </Text>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {t('report.mine.shareUntil', { date: formatReportDate(report.shareUntil, language) })}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                color="red.700"
                borderColor="red.700"
                loading={deleting.includes(report.id)}
                aria-label={t('report.mine.deleteFor', { report: labelOf(report) })}
                onClick={() => setConfirming(report)}
                data-testid="my-report-delete"
              >
                {t('report.mine.delete')}
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="my-reports">
      <Heading as="h2" size="lg">
        {t('report.mine.title')}
      </Heading>
      {body}
      <DeleteDialog
        label={confirming ? labelOf(confirming) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.id);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
