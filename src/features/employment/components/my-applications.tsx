import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Dialog, Flex, Heading, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { pageRoutes, withQuery } from '@/lib/routes';
import type { ApplicationView } from '../api/applications-api';
import type { LoadStatus } from '../store/applications-slice';
import { ApplicationStatusPill } from './application-status-pill';

export interface MyApplicationsProps {
  status: LoadStatus;
  applications: readonly ApplicationView[];
  /** Ids whose withdrawal is on its way. */
  withdrawing?: readonly number[];
  onWithdraw: (id: number) => void;
  onRetry: () => void;
}

function WithdrawDialog({ application, onCancel, onConfirm }: { application: ApplicationView | null; onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Dialog.Root role="alertdialog" open={application !== null} onOpenChange={(details) => (details.open ? undefined : onCancel())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="withdraw-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('employment.applications.withdraw.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {application ? t('employment.applications.withdraw.body', { job: application.jobTitle, company: application.company }) : null}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('employment.applications.withdraw.keep')}</Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} onClick={onConfirm} data-testid="withdraw-confirm">
                {t('employment.applications.withdraw.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * My applications (profile): every résumé the user has sent, newest first, with its job (a link), company, date and
 * status; a standing one can be withdrawn after a confirmation, which deletes the file on the server.
 */
export function MyApplications({ status, applications, withdrawing = [], onWithdraw, onRetry }: MyApplicationsProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState<ApplicationView | null>(null);
  // Withdrawing removes the button that had the focus: the job's link in the same row takes it.
  const refocus = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'Asia/Shanghai' });

  useEffect(() => {
    const id = refocus.current;
    if (id === null || applications.find((application) => application.id === id)?.status !== 'withdrawn') return;
    links.current.get(id)?.focus();
    refocus.current = null;
  }, [applications]);

  let body;
  if (status === 'error') {
    body = (
      <Box role="alert">
        <Text mb="3">
          <FormattedMessage id="employment.applications.loadFailed" />
        </Text>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage id="employment.applications.retry" />
        </Button>
      </Box>
    );
  } else if (status !== 'ready' && applications.length === 0) {
    body = (
      <Flex role="status" align="center" gap="3" color="fg.muted">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>
          <FormattedMessage id="employment.applications.loading" />
        </Text>
      </Flex>
    );
  } else if (applications.length === 0) {
    body = (
      <Text data-testid="applications-empty">
        <FormattedMessage
          id="employment.applications.empty"
          values={{
            link: (chunks) => (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={pageRoutes.employment}>{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="applications-list">
        {applications.map((application) => {
          const busy = withdrawing.includes(application.id);
          return (
            <Box as="li" key={application.id} borderWidth="1px" borderRadius="md" p="4" data-testid="application" data-job={application.jobNo}>
              <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                <Box minW="0" flex="1 1 16rem">
                  <Heading as="h3" size="sm">
                    <Link
                      asChild
                      color="brand.fg"
                      ref={(element: HTMLAnchorElement | null) => {
                        if (element) links.current.set(application.id, element);
                        else links.current.delete(application.id);
                      }}
                    >
                      <RouterLink to={withQuery(pageRoutes.employmentDetail, { documentNo: application.jobNo })}>{application.jobTitle}</RouterLink>
                    </Link>
                  </Heading>
                  <Text mt="1">{application.company}</Text>
                  <Text mt="1" fontSize="sm" color="fg.muted">
                    <FormattedMessage id="employment.applications.sentOn" values={{ date: date(application.deliveredAt) }} />
                    {application.status === 'withdrawn' ? null : (
                      <>
                        {' · '}
                        <chakra.span wordBreak="break-all">{application.fileName}</chakra.span>
                      </>
                    )}
                  </Text>
                </Box>
                <Flex align="center" gap="3">
                  <ApplicationStatusPill status={application.status} />
                  {application.status === 'withdrawn' ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      color="red.700"
                      borderColor="red.700"
                      loading={busy}
                      aria-label={intl.formatMessage({ id: 'employment.applications.withdrawFor' }, { job: application.jobTitle })}
                      onClick={() => setConfirming(application)}
                      data-testid="withdraw"
                    >
                      <FormattedMessage id="employment.applications.withdraw" />
                    </Button>
                  )}
                </Flex>
              </Flex>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="4" data-testid="my-applications">
      <Heading as="h2" size="lg">
        <FormattedMessage id="employment.applications.title" />
      </Heading>
      {body}
      <WithdrawDialog
        application={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            onWithdraw(confirming.id);
            refocus.current = confirming.id;
          }
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
