import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Checkbox, CloseButton, Dialog, Flex, Link, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import { CloseIcon } from '@/components/ui/icons';
import { pageRoutes } from '@/lib/routes';
import type { JobSummary } from '../api/employment-api';
import type { DeliveryState } from '../store/applications-slice';
import { RESUME_ACCEPT, RESUME_RETENTION_DAYS, retentionEndOf, type FileFacts, type ResumeProblem } from '../store/resume-rules';
import { formatFileSize } from './file-size';

export interface ResumeDialogProps {
  open: boolean;
  /** Closing while the upload runs cancels it (the container decides). */
  onOpenChange: (open: boolean) => void;
  job: Pick<JobSummary, 'title' | 'company' | 'closesAt'>;
  signedIn: boolean;
  /** The login page, asked to come back to this job. */
  loginHref: string;
  /** The file that will be sent. */
  file: FileFacts | null;
  /** What the dialog refused, and the file it refused (if one): shown before any upload. */
  problem: ResumeProblem | null;
  refused?: FileFacts | null;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  /** Every pick or drop as it came (the container applies the rules). */
  onFiles: (files: File[]) => void;
  onRemoveFile: () => void;
  onSend: () => void;
  onCancelUpload: () => void;
  delivery: Pick<DeliveryState, 'status' | 'loaded' | 'total' | 'failure'>;
}

const SHANGHAI = 'Asia/Shanghai';

/**
 * The résumé dialog of the job detail (spec §5/§8): one file (PDF, DOC, DOCX, JPG or PNG, at most 6 MB) chosen with
 * the picker or dropped, the separate consent to forward it to the named enterprise (PIPL art. 23), the upload with
 * its progress and a cancel button, then 'Resume sent successfully' or 'Resume sent failed'. An anonymous visitor is
 * asked to log in first. Every refusal and outcome is spoken from a live region.
 */
export function ResumeDialog(props: ResumeDialogProps) {
  const { open, onOpenChange, job, signedIn, loginHref, file, problem, refused, consent, onConsentChange, onFiles, onRemoveFile, onSend, onCancelUpload, delivery } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ids = useId();
  const rulesId = `${ids}-rules`;
  const errorId = `${ids}-error`;
  const inputId = `${ids}-file`;
  const uploading = delivery.status === 'uploading';
  const sent = delivery.status === 'sent';
  const cancelUploadRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // The button that had the focus goes away when the upload starts or ends: the focus moves to its successor.
  useEffect(() => {
    if (uploading) cancelUploadRef.current?.focus();
    else if (sent) doneRef.current?.focus();
  }, [uploading, sent]);

  // A file dropped beside the zone would make the browser leave the page to open it.
  useEffect(() => {
    if (!open) return;
    const keep = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, [open]);

  const percent = delivery.total > 0 ? Math.min(100, Math.round((delivery.loaded / delivery.total) * 100)) : 0;
  const retention = intl.formatDate(retentionEndOf(job.closesAt), { dateStyle: 'long', timeZone: SHANGHAI });
  const problemText = problem
    ? t(`employment.resume.problem.${problem}`, { name: refused?.name ?? file?.name ?? '', company: job.company })
    : null;
  const failure = delivery.status === 'failed' ? delivery.failure : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={!uploading}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="resume-dialog">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>{t('employment.resume.dialog.title')}</Dialog.Title>
              <Dialog.Description color="fg.muted" data-testid="resume-dialog-job">
                {t('employment.resume.dialog.job', { job: job.title, company: job.company })}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {!signedIn ? (
                <Box role="alert" borderWidth="1px" borderColor="brand.solid" bg="brand.subtle" borderRadius="md" p="4" data-testid="resume-login-first">
                  <Text fontWeight="semibold">{t('employment.resume.loginFirst')}</Text>
                  <Text mt="1">{t('employment.resume.loginHint')}</Text>
                </Box>
              ) : sent ? (
                <Box role="status" borderWidth="1px" borderColor="green.600" bg="green.50" borderRadius="md" p="4" data-testid="resume-sent">
                  <Text fontWeight="semibold" color="green.800">
                    {t('employment.resume.sent')}
                  </Text>
                  <Text mt="1">
                    <FormattedMessage
                      id="employment.resume.sentDetail"
                      values={{
                        company: job.company,
                        file: file?.name ?? '',
                        link: (chunks) => (
                          <Link asChild color="brand.fg" textDecoration="underline">
                            <RouterLink to={pageRoutes.profile}>{chunks}</RouterLink>
                          </Link>
                        ),
                      }}
                    />
                  </Text>
                </Box>
              ) : (
                <Stack gap="4">
                  <Text id={rulesId} fontSize="sm">
                    {t('employment.resume.rules')}
                  </Text>
                  <Stack gap="2">
                    <FileDropZone
                      id={inputId}
                      label={t('employment.resume.choose')}
                      hint={t('employment.resume.drop')}
                      accept={RESUME_ACCEPT}
                      multiple
                      disabled={uploading}
                      invalid={problem !== null && problem !== 'noConsent'}
                      describedBy={problem ? `${rulesId} ${errorId}` : rulesId}
                      onFiles={onFiles}
                      testId="resume-drop-zone"
                    >
                      {file ? (
                        <Flex mt="3" align="center" justify="center" gap="2" wrap="wrap" data-testid="resume-file">
                          <Text fontWeight="semibold" wordBreak="break-all">
                            {file.name}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {formatFileSize(intl, file.size)}
                          </Text>
                          {uploading ? null : (
                            <CloseButton size="xs" variant="ghost" aria-label={t('employment.resume.remove', { name: file.name })} onClick={onRemoveFile}>
                              <CloseIcon />
                            </CloseButton>
                          )}
                        </Flex>
                      ) : null}
                    </FileDropZone>
                    {/* The dialog's refusals, under the zone they are about; always present, so each is announced. */}
                    <Box id={errorId} role="alert" aria-atomic="true" data-testid="resume-message">
                      {problemText ? (
                        <Text color="red.700" fontWeight="semibold" data-problem={problem}>
                          {problemText}
                        </Text>
                      ) : null}
                    </Box>
                  </Stack>
                  <Checkbox.Root
                    checked={consent}
                    onCheckedChange={(details) => onConsentChange(details.checked === true)}
                    disabled={uploading}
                    invalid={problem === 'noConsent'}
                    alignItems="flex-start"
                    data-testid="resume-consent"
                  >
                    <Checkbox.HiddenInput name="consent" aria-describedby={problem === 'noConsent' ? errorId : undefined} />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label fontWeight="normal" fontSize="sm" lineHeight="1.6">
                      <FormattedMessage
                        id="employment.resume.consent"
                        values={{
                          company: job.company,
                          job: job.title,
                          days: RESUME_RETENTION_DAYS,
                          date: retention,
                          b: (chunks) => <chakra.strong>{chunks}</chakra.strong>,
                        }}
                      />
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {uploading ? (
                    <Progress.Root value={percent} max={100} data-testid="resume-progress">
                      <Flex justify="space-between" mb="1" fontSize="sm">
                        <Progress.Label fontWeight="semibold">{t('employment.resume.uploading')}</Progress.Label>
                        {/* The bar itself carries the value for screen readers; a spoken count per percent is noise. */}
                        <Progress.ValueText aria-live="off">{intl.formatNumber(percent / 100, { style: 'percent' })}</Progress.ValueText>
                      </Flex>
                      <Progress.Track aria-label={t('employment.resume.uploading')} h="2.5" bg="gray.200" borderRadius="full" overflow="hidden">
                        <Progress.Range bg="brand.solid" h="full" borderRadius="full" />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                </Stack>
              )}
              {/* Always present while the dialog is open, so an outcome appearing in it is announced. */}
              <Box role="alert" aria-atomic="true" mt={failure ? '4' : '0'} data-testid="resume-outcome">
                {failure ? (
                  <Box borderWidth="1px" borderColor="red.700" bg="red.50" borderRadius="md" p="4" data-testid="resume-failed">
                    <Text fontWeight="semibold" color="red.700">
                      {t('employment.resume.failed')}
                    </Text>
                    {failure.detail ? (
                      <Text mt="1" data-testid="resume-failed-detail">
                        {failure.detail.messageId ? t(failure.detail.messageId) : failure.detail.text}
                      </Text>
                    ) : null}
                    {failure.status === 401 ? (
                      <Link asChild color="brand.fg" textDecoration="underline" mt="1" display="inline-block">
                        <RouterLink to={loginHref}>{t('employment.resume.login')}</RouterLink>
                      </Link>
                    ) : null}
                  </Box>
                ) : null}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              {!signedIn ? (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('employment.resume.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button asChild bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }}>
                    <RouterLink to={loginHref} data-testid="resume-login-link">
                      {t('employment.resume.login')}
                    </RouterLink>
                  </Button>
                </>
              ) : uploading ? (
                <Button ref={cancelUploadRef} variant="outline" color="red.700" borderColor="red.700" onClick={onCancelUpload}>
                  {t('employment.resume.cancelUpload')}
                </Button>
              ) : sent ? (
                <Dialog.ActionTrigger asChild>
                  <Button ref={doneRef} bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }}>
                    {t('employment.resume.done')}
                  </Button>
                </Dialog.ActionTrigger>
              ) : (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('employment.resume.cancel')}</Button>
                  </Dialog.ActionTrigger>
                  <Button bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }} onClick={onSend} data-testid="resume-send">
                    {t(failure ? 'employment.resume.retry' : 'employment.resume.submit')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('employment.resume.close')}>
                <CloseIcon />
              </CloseButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
