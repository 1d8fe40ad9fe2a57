import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { loginReturningTo } from '@/lib/router/login-return';
import type { JobSummary } from '../api/employment-api';
import { useApplicationsSync, useSignedIn } from '../hooks/use-applications';
import { selectApplicationOf, selectDelivery } from '../store/applications-feature';
import { deliveryCancelRequested, deliveryRequested, deliveryReset, type DeliveryState } from '../store/applications-slice';
import { contentMatchesName, pickResume, sendProblem, SIGNATURE_BYTES, type FileFacts, type ResumeProblem } from '../store/resume-rules';
import { stageResume } from '../store/staged-resume';
import { ApplicationStatusPill } from './application-status-pill';
import { ResumeDialog } from './resume-dialog';

const NO_DELIVERY: DeliveryState = { jobNo: null, status: 'idle', loaded: 0, total: 0, failure: null };

/**
 * The job detail's résumé area: "Send my resume" and its dialog, or a note when the job has closed, and the user's
 * application to this job once sent (delivered, viewed, …), which comes from their applications list and so survives
 * a reload and a new login. The server render and the first paint show the anonymous state; the status line keeps its
 * height, so the application appearing after hydration moves nothing.
 */
export function ResumeDelivery({ job }: { job: JobSummary }) {
  useApplicationsSync();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const headingId = useId();
  const signedIn = useSignedIn();
  const application = useAppSelector((state) => selectApplicationOf(state, job.documentNo));
  const currentDelivery = useAppSelector(selectDelivery);
  const delivery = currentDelivery.jobNo === job.documentNo ? currentDelivery : NO_DELIVERY;

  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ResumeProblem | null>(null);
  const [refused, setRefused] = useState<FileFacts | null>(null);
  const [consent, setConsent] = useState(false);

  const startOver = () => {
    setFile(null);
    setProblem(null);
    setRefused(null);
    setConsent(false);
  };

  const changeOpen = (next: boolean) => {
    if (!next && delivery.status === 'uploading') dispatch(deliveryCancelRequested());
    // After a sent résumé the next opening starts from an empty form; the consent is asked afresh at every opening.
    if (delivery.status === 'sent') startOver();
    if (next) {
      setConsent(false);
      setProblem(null);
      setRefused(null);
    }
    dispatch(deliveryReset());
    setOpen(next);
  };

  const takeFiles = async (files: File[]) => {
    let pick = pickResume(files);
    if (pick === null) return;
    if (pick.problem === null) {
      const head = new Uint8Array(await pick.file.slice(0, SIGNATURE_BYTES).arrayBuffer());
      if (!contentMatchesName(pick.file.name, head)) pick = { file: pick.file, problem: 'wrongType' };
    }
    if (delivery.status === 'failed') dispatch(deliveryReset());
    if (pick.problem === null) {
      setFile(pick.file);
      setProblem(null);
      setRefused(null);
    } else {
      // A refused pick leaves the chosen file as it was; the message names the refused one.
      setProblem(pick.problem);
      setRefused(pick.file);
    }
  };

  const send = () => {
    const blocking = sendProblem(file, consent);
    if (blocking !== null || file === null) {
      setProblem(blocking ?? 'noFile');
      setRefused(null);
      return;
    }
    setProblem(null);
    dispatch(deliveryRequested({ jobNo: job.documentNo, ticket: stageResume(file), size: file.size }));
  };

  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'Asia/Shanghai' });
  const standing = application !== null && application.status !== 'withdrawn';

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border.emphasized" borderRadius="lg" p="5" data-testid="resume-delivery">
      <Heading as="h2" id={headingId} size="md" mb="3">
        <FormattedMessage id="employment.resume.title" />
      </Heading>
      {job.closed ? (
        <Text data-testid="resume-closed">
          <FormattedMessage id="employment.resume.closed" />
        </Text>
      ) : (
        <Button bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }} onClick={() => changeOpen(true)} data-testid="resume-open">
          <FormattedMessage id={standing ? 'employment.resume.sendAgain' : 'employment.resume.send'} />
        </Button>
      )}
      {/* Two lines are kept for the application's state, empty until the user's list has arrived. */}
      <Box minH="3.5rem" mt="3" fontSize="sm" data-testid="resume-state" data-state={application?.status ?? 'none'}>
        {application ? (
          <Flex gap="2" align="center" wrap="wrap">
            <Text>
              <FormattedMessage
                id={application.status === 'withdrawn' ? 'employment.resume.withdrawnOn' : 'employment.resume.deliveredOn'}
                values={{ date: date(application.status === 'withdrawn' ? application.updatedAt : application.deliveredAt) }}
              />
            </Text>
            <ApplicationStatusPill status={application.status} />
          </Flex>
        ) : null}
      </Box>
      {job.closed ? null : (
        <ResumeDialog
          open={open}
          onOpenChange={changeOpen}
          job={job}
          signedIn={signedIn}
          loginHref={loginReturningTo(`${location.pathname}${location.search}`)}
          file={file}
          problem={problem}
          refused={refused}
          consent={consent}
          onConsentChange={(checked) => {
            setConsent(checked);
            if (checked && problem === 'noConsent') setProblem(null);
          }}
          onFiles={(files) => void takeFiles(files)}
          onRemoveFile={() => {
            setFile(null);
            setProblem(null);
            setRefused(null);
          }}
          onSend={send}
          onCancelUpload={() => dispatch(deliveryCancelRequested())}
          delivery={delivery}
        />
      )}
    </Box>
  );
}
