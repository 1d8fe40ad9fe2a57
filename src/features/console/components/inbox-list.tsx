import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { Pagination } from '@/components/ui/pagination';
import type { Page } from '@/lib/http/page';
import type { ResourceStatus } from '@/lib/resource';
import { INBOX_STATUSES, REPLY_MAX, type InboxRequest, type InboxStatus } from '../api/staff-api';
import { hoursLeft, replyLength } from '../staff-rules';
import type { InboxAction, StaffOutcome } from '../store/staff-slice';
import { formatConsoleDate } from './console-format';
import { ConsoleOutcome } from './console-outcome';
import { listPlaceholder } from './console-list-states';
import { ChoiceFilter } from './choice-filter';

export interface Colleague {
  id: number;
  label: string;
}

export function InboxStatusFilter({ status, onChange }: { status: InboxStatus | undefined; onChange: (status: InboxStatus | undefined) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <chakra.form role="search" aria-label={t('console.inbox.filters.label')} onSubmit={(event) => event.preventDefault()} mb="6" maxW="xs">
      <ChoiceFilter
        name="status"
        label={t('console.inbox.filters.status')}
        allLabel={t('console.inbox.filters.all')}
        choices={INBOX_STATUSES}
        labelOf={(code) => t(`console.inbox.status.${code}`)}
        value={status}
        onChange={onChange}
      />
    </chakra.form>
  );
}

/** The due time in words and a symbol: overdue is said, boxed and marked, never shown by colour alone. */
function DueMark({ request, now }: { request: InboxRequest; now: number }) {
  const intl = useIntl();
  const due = formatConsoleDate(intl, request.dueAt);
  if (request.status === 'closed') {
    return (
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="console.inbox.due.closed" />
      </Text>
    );
  }
  if (request.overdue) {
    return (
      <Box
        display="inline-flex"
        alignItems="center"
        gap="2"
        bg="red.50"
        color="red.900"
        borderWidth="2px"
        borderColor="red.700"
        borderRadius="md"
        px="2"
        py="1"
        fontWeight="semibold"
        fontSize="sm"
        data-testid="console-inbox-overdue"
      >
        <span aria-hidden="true">⚠</span>
        <FormattedMessage id="console.inbox.due.overdue" values={{ due, hours: Math.abs(hoursLeft(request.dueAt, now)) }} />
      </Box>
    );
  }
  return (
    <Text fontSize="sm" data-testid="console-inbox-due">
      <FormattedMessage id="console.inbox.due.at" values={{ due, hours: Math.max(0, hoursLeft(request.dueAt, now)) }} />
    </Text>
  );
}

const DONE: Record<InboxAction, string> = {
  assign: 'console.inbox.done.assign',
  reply: 'console.inbox.done.reply',
  close: 'console.inbox.done.close',
};

function ReplyForm({ request, sending, onReply }: { request: InboxRequest; sending: boolean; onReply: (body: string) => void }) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const length = replyLength(body);
  const errorId = touched && length === 0 ? 'console.inbox.reply.empty' : length > REPLY_MAX ? 'console.inbox.reply.tooLong' : undefined;
  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (length >= 1 && length <= REPLY_MAX) onReply(body);
      }}
      data-testid="console-inbox-reply-form"
    >
      <TextAreaField
        name={`reply-${request.id}`}
        label={intl.formatMessage({ id: 'console.inbox.reply.label' })}
        value={body}
        onChange={setBody}
        rows={5}
        errorId={errorId}
        helperText={intl.formatMessage({ id: 'console.inbox.reply.hint' }, { left: REPLY_MAX - length, max: REPLY_MAX })}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="console-inbox-reply-language">
        <FormattedMessage
          id="console.inbox.reply.language"
          values={{ email: request.email, language: intl.formatMessage({ id: `console.inbox.language.${request.language}` }) }}
        />
      </Text>
      <Box>
        <SubmitButton loading={sending}>{intl.formatMessage({ id: 'console.inbox.reply.send' })}</SubmitButton>
      </Box>
    </chakra.form>
  );
}

export interface InboxRequestCardProps {
  request: InboxRequest;
  now: number;
  /** The caller's user id, when the server sent it: "assign to me". */
  selfId?: number | undefined;
  colleagues: readonly Colleague[];
  pending: InboxAction | null;
  outcome: StaffOutcome<InboxAction> | null;
  onAssign: (userId: number | null) => void;
  onReply: (body: string) => void;
  onClose: () => void;
}

/** One contact request: who and when, due time, the message and its replies, assignment, reply and close. */
export function InboxRequestCard({ request, now, selfId, colleagues, pending, outcome, onAssign, onReply, onClose }: InboxRequestCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const assignId = useId();
  const others = colleagues.filter((colleague) => colleague.id !== request.assignedTo?.id);
  const [colleague, setColleague] = useState('');
  const closed = request.status === 'closed';
  return (
    <chakra.article
      aria-labelledby={headingId}
      bg="bg"
      borderWidth={request.overdue && !closed ? '2px' : '1px'}
      borderColor={request.overdue && !closed ? 'red.700' : 'border'}
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      data-testid="console-inbox-request"
    >
      <Flex justify="space-between" gap="3" wrap="wrap" mb="3">
        <Box>
          <Heading as="h2" id={headingId} size="md">
            {`${request.reference} · ${request.name}`}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="console.inbox.received"
              values={{ when: formatConsoleDate(intl, request.createdAt), status: t(`console.inbox.status.${request.status}`) }}
            />
          </Text>
        </Box>
        <DueMark request={request} now={now} />
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3" fontSize="sm" mb="4">
        <Box>
          <chakra.dt color="fg.muted">{t('console.inbox.field.email')}</chakra.dt>
          <chakra.dd m="0" wordBreak="break-all">
            {request.email}
          </chakra.dd>
        </Box>
        <Box>
          <chakra.dt color="fg.muted">{t('console.inbox.field.phone')}</chakra.dt>
          <chakra.dd m="0">{request.phone ?? '—'}</chakra.dd>
        </Box>
        <Box>
          <chakra.dt color="fg.muted">{t('console.inbox.field.language')}</chakra.dt>
          <chakra.dd m="0">{t(`console.inbox.language.${request.language}`)}</chakra.dd>
        </Box>
      </chakra.dl>
      <Box as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4" mb="4" whiteSpace="pre-wrap" wordBreak="break-word">
        {request.message}
      </Box>

      {request.replies.length > 0 ? (
        <Box mb="4">
          <Heading as="h3" size="sm" mb="2">
            <FormattedMessage id="console.inbox.thread" values={{ count: request.replies.length }} />
          </Heading>
          <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2" data-testid="console-inbox-thread">
            {request.replies.map((reply) => (
              <chakra.li key={reply.id} bg="bg.subtle" borderRadius="md" p="3">
                <Text fontSize="sm" color="fg.muted" mb="1">
                  <FormattedMessage id="console.inbox.replyBy" values={{ author: reply.authorLabel, when: formatConsoleDate(intl, reply.createdAt) }} />
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {reply.body}
                </Text>
              </chakra.li>
            ))}
          </chakra.ol>
        </Box>
      ) : null}

      <Stack gap="4">
        <Box>
          <Text fontSize="sm" mb="2" data-testid="console-inbox-assignee">
            {request.assignedTo ? (
              <FormattedMessage id="console.inbox.assignedTo" values={{ name: <chakra.strong fontWeight="semibold">{request.assignedTo.label}</chakra.strong> }} />
            ) : (
              <FormattedMessage id="console.inbox.unassigned" />
            )}
          </Text>
          {!closed ? (
            <Flex gap="3" wrap="wrap" align="flex-end">
              {selfId !== undefined && request.assignedTo?.id !== selfId ? (
                <Button size="sm" variant="outline" colorPalette="brand" loading={pending === 'assign'} onClick={() => onAssign(selfId)}>
                  <FormattedMessage id="console.inbox.assignToMe" />
                </Button>
              ) : null}
              {others.length > 0 ? (
                <Flex gap="2" align="flex-end">
                  <Field.Root w="56">
                    <Field.Label fontSize="sm" htmlFor={assignId}>
                      {t('console.inbox.colleague')}
                    </Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field id={assignId} bg="bg" value={colleague} onChange={(event) => setColleague(event.currentTarget.value)}>
                        <option value="">{t('console.inbox.colleaguePick')}</option>
                        {others.map((other) => (
                          <option key={other.id} value={other.id}>
                            {other.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Button size="sm" variant="outline" colorPalette="brand" disabled={colleague === ''} onClick={() => onAssign(Number(colleague))}>
                    <FormattedMessage id="console.inbox.assign" />
                  </Button>
                </Flex>
              ) : null}
              {request.assignedTo ? (
                <Button size="sm" variant="plain" color="brand.fg" textDecoration="underline" onClick={() => onAssign(null)}>
                  <FormattedMessage id="console.inbox.unassign" />
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Box>

        {outcome ? (
          outcome.kind === 'done' ? (
            <ConsoleOutcome success={{ messageId: DONE[outcome.action] }} testId="console-inbox-action" />
          ) : (
            <ConsoleOutcome failure={outcome.failure} testId="console-inbox-action" />
          )
        ) : null}

        {!closed ? (
          <>
            <ReplyForm key={request.replies.length} request={request} sending={pending === 'reply'} onReply={onReply} />
            <Box borderTopWidth="1px" pt="4">
              <Button size="sm" variant="outline" loading={pending === 'close'} onClick={onClose}>
                <FormattedMessage id="console.inbox.close" />
              </Button>
            </Box>
          </>
        ) : null}
      </Stack>
    </chakra.article>
  );
}

export interface InboxListProps extends Omit<InboxRequestCardProps, 'request' | 'pending' | 'outcome' | 'onAssign' | 'onReply' | 'onClose'> {
  status: ResourceStatus;
  page: Page<InboxRequest> | undefined;
  filtered: boolean;
  pending: { id: number; action: InboxAction } | null;
  outcome: StaffOutcome<InboxAction> | null;
  pageHrefOf: (page: number) => string;
  onRetry: () => void;
  onAssign: (id: number, userId: number | null) => void;
  onReply: (id: number, body: string) => void;
  onClose: (id: number) => void;
}

/** The hub's contact requests, overdue first then by due time (the server's order). */
export function InboxList({ status, page, filtered, pending, outcome, pageHrefOf, onRetry, onAssign, onReply, onClose, ...card }: InboxListProps) {
  const intl = useIntl();
  const placeholder = listPlaceholder({
    failed: status === 'error',
    rows: page?.list, filtered,
    testIdPrefix: 'console-inbox',
    messages: { error: 'console.inbox.error', loading: 'console.inbox.loading', empty: 'console.inbox.empty', emptyFiltered: 'console.inbox.emptyFiltered' },
    onRetry,
  });
  if (placeholder || !page) return placeholder;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const overdue = page.list.filter((request) => request.overdue && request.status !== 'closed').length;
  const summary = intl.formatMessage({ id: 'console.inbox.caption' }, { total: page.total, overdue, page: page.page, pages: pageCount });
  return (
    <>
      <Text role="status" fontWeight="semibold" mb="4" data-testid="console-inbox-summary">
        {status === 'loading' ? intl.formatMessage({ id: 'console.inbox.loading' }) : summary}
      </Text>
      <Stack gap="4" aria-busy={status === 'loading'}>
        {page.list.map((request) => (
          <InboxRequestCard
            key={request.id}
            request={request}
            {...card}
            pending={pending?.id === request.id ? pending.action : null}
            outcome={outcome?.id === request.id ? outcome : null}
            onAssign={(userId) => onAssign(request.id, userId)}
            onReply={(body) => onReply(request.id, body)}
            onClose={() => onClose(request.id)}
          />
        ))}
      </Stack>
      <Pagination page={page.page} pageCount={pageCount} hrefOf={pageHrefOf} />
    </>
  );
}
