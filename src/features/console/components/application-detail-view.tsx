import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import type { FormFailure } from '@/lib/account/form-failure';
import { STAFF_STATUSES, type ApplicationStatus, type ConsoleApplication, type StaffStatus } from '../api/console-api';
import { NOTE_MAX, noteLength } from '../console-rules';
import type { ActionOutcome } from '../store/console-slice';
import { statusMessageId } from './application-status-pill';
import { formatConsoleDate, formatFileSize } from './console-format';
import { ConsoleOutcome } from './console-outcome';
import { DetailFact, DetailSection } from './console-detail-parts';

export interface ApplicationDetailViewProps {
  application: ConsoleApplication;
  onDownload: () => void;
  downloading?: boolean;
  downloadFailure?: FormFailure | null;
  onStatus: (status: StaffStatus) => void;
  /** The status being set, while the server has not answered. */
  pendingStatus?: StaffStatus | null;
  statusOutcome?: ActionOutcome<ApplicationStatus> | null;
  onSaveNote: (note: string) => void;
  savingNote?: boolean;
  noteOutcome?: ActionOutcome | null;
}

const ACTION_ID: Record<StaffStatus, string> = {
  viewed: 'console.status.action.viewed',
  shortlisted: 'console.status.action.shortlisted',
  notSelected: 'console.status.action.notSelected',
};

/** The private note's form; its text is the recruiter's until saved (a new application starts from its own note). */
function NoteForm({ note, saving, outcome, onSave }: { note: string; saving: boolean; outcome: ActionOutcome | null; onSave: (note: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(note);
  const length = noteLength(text);
  const tooLong = length > NOTE_MAX;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onSave(text);
      }}
      data-testid="console-note-form"
    >
      <TextAreaField
        name="note"
        label={intl.formatMessage({ id: 'console.note.label' })}
        value={text}
        onChange={setText}
        rows={5}
        errorId={tooLong ? 'console.note.tooLong' : undefined}
        helperText={intl.formatMessage({ id: 'console.note.hint' }, { left: NOTE_MAX - length, max: NOTE_MAX })}
      />
      <Box>
        <SubmitButton loading={saving} disabled={tooLong} size="sm">
          {intl.formatMessage({ id: 'console.note.save' })}
        </SubmitButton>
      </Box>
      <ConsoleOutcome
        testId="console-note"
        success={outcome?.kind === 'done' ? { messageId: 'console.note.saved' } : undefined}
        failure={outcome?.kind === 'failed' ? outcome.failure : undefined}
      />
    </chakra.form>
  );
}

/** One application as a recruiter handles it: its facts, the résumé to download, the status to set, a private note. */
export function ApplicationDetailView({
  application,
  onDownload,
  downloading = false,
  downloadFailure,
  onStatus,
  pendingStatus = null,
  statusOutcome = null,
  onSaveNote,
  savingNote = false,
  noteOutcome = null,
}: ApplicationDetailViewProps) {
  const intl = useIntl();
  const withdrawn = application.status === 'withdrawn';
  return (
    <Stack gap="6" maxW="4xl" data-testid="console-application">
      <DetailSection titleId="console.detail.facts" id="console-facts">
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4" m="0">
          <DetailFact labelId="console.column.job">
            <Text fontWeight="medium">{application.jobTitle}</Text>
            <Text color="fg.muted" fontSize="sm">
              {application.jobNo}
            </Text>
          </DetailFact>
          <DetailFact labelId="console.field.company">{application.company}</DetailFact>
          <DetailFact labelId="console.column.applicant">{application.applicantName}</DetailFact>
          <DetailFact labelId="console.column.email">
            <Link href={`mailto:${application.applicantEmail}`} color="brand.fg">
              {application.applicantEmail}
            </Link>
          </DetailFact>
          <DetailFact labelId="console.column.delivered">
            <time dateTime={application.deliveredAt}>{formatConsoleDate(intl, application.deliveredAt)}</time>
          </DetailFact>
          <DetailFact labelId="console.field.updated">
            <time dateTime={application.updatedAt}>{formatConsoleDate(intl, application.updatedAt)}</time>
          </DetailFact>
        </SimpleGrid>
      </DetailSection>

      <DetailSection titleId="console.resume.title" id="console-resume">
        {withdrawn ? (
          <Text color="fg.muted" data-testid="console-resume-gone">
            <FormattedMessage id="console.resume.withdrawn" />
          </Text>
        ) : (
          <Stack gap="3" align="flex-start">
            <Box>
              <Text fontWeight="medium" wordBreak="break-all">
                {application.fileName}
              </Text>
              <Text color="fg.muted" fontSize="sm">{`${application.fileType.toUpperCase()} · ${formatFileSize(intl, application.fileSize)}`}</Text>
            </Box>
            <SubmitButton type="button" size="sm" loading={downloading} onClick={onDownload} data-testid="console-download">
              {intl.formatMessage({ id: 'console.resume.download' })}
            </SubmitButton>
            <ConsoleOutcome testId="console-resume" failure={downloadFailure} />
          </Stack>
        )}
      </DetailSection>

      <DetailSection titleId="console.status.title" id="console-status">
        <Text mb="4">
          <FormattedMessage
            id="console.status.current"
            values={{ status: <chakra.strong>{intl.formatMessage({ id: statusMessageId(application.status) })}</chakra.strong> }}
          />
        </Text>
        {withdrawn ? (
          <Text color="fg.muted" data-testid="console-status-withdrawn">
            <FormattedMessage id="console.status.withdrawnNote" />
          </Text>
        ) : (
          <Stack gap="3">
            <Flex role="group" aria-labelledby="console-status" gap="2" wrap="wrap">
              {STAFF_STATUSES.map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  disabled={application.status === status || (pendingStatus !== null && pendingStatus !== status)}
                  loading={pendingStatus === status}
                  loadingText={intl.formatMessage({ id: ACTION_ID[status] })}
                  onClick={() => onStatus(status)}
                  data-testid={`console-set-${status}`}
                >
                  <FormattedMessage id={ACTION_ID[status]} />
                </Button>
              ))}
            </Flex>
            <ConsoleOutcome
              testId="console-status"
              success={
                statusOutcome?.kind === 'done'
                  ? { messageId: 'console.status.changed', values: { status: intl.formatMessage({ id: statusMessageId(statusOutcome.value) }) } }
                  : undefined
              }
              failure={statusOutcome?.kind === 'failed' ? statusOutcome.failure : undefined}
            />
          </Stack>
        )}
      </DetailSection>

      <DetailSection titleId="console.note.title" id="console-note">
        <Text color="fg.muted" fontSize="sm" mb="3">
          <FormattedMessage id="console.note.private" />
        </Text>
        <NoteForm key={application.id} note={application.note} saving={savingNote} outcome={noteOutcome} onSave={onSaveNote} />
      </DetailSection>
    </Stack>
  );
}
