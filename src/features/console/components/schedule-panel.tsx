import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Box, Button, chakra, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { CONTENT_LANGUAGES, type ScheduleAction, type ScheduleRow } from '../api/content-api';
import { chinaInputToInstant } from '../content-rules';
import { formatConsoleDate } from './console-format';
import { useLocalTime } from './content-field-input';

export interface SchedulePanelProps {
  rows: ScheduleRow[];
  /** The writing language, picked first. */
  language: Language;
  disabled?: boolean;
  busy?: boolean;
  onSchedule: (request: { language: Language; action: ScheduleAction; at: string }) => void;
  onCancel: (id: number) => void;
  /** The clock, for refusing a time already past (injected by stories). */
  now?: () => number;
}

const rowState = (row: ScheduleRow) => (row.canceledAt ? 'canceled' : row.failure ? 'failed' : row.doneAt ? 'done' : 'pending');
const STATE_PALETTE = { pending: 'blue', done: 'green', canceled: 'gray', failed: 'red' } as const;

/**
 * Publishing or unpublishing one language at a time to come, entered in China time (the portal's) with the editor's
 * local time shown as they type; the planned ones can be cancelled until they run.
 */
export function SchedulePanel({ rows, language, disabled = false, busy = false, onSchedule, onCancel, now = Date.now }: SchedulePanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const localTime = useLocalTime();
  const [target, setTarget] = useState<Language>(language);
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const instant = chinaInputToInstant(input);

  return (
    <Box as="section" aria-labelledby="schedule-title" bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="schedule-panel">
      <Heading as="h2" size="sm" id="schedule-title" mb="3">
        {t('console.content.schedule.title')}
      </Heading>
      <chakra.form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!instant) return setProblem(t('console.content.schedule.invalid'));
          if (Date.parse(instant) <= now()) return setProblem(t('console.content.schedule.past'));
          setProblem(null);
          onSchedule({ language: target, action, at: instant });
        }}
      >
        <Stack gap="3">
          <Flex gap="3" wrap="wrap">
            <Field.Root flex="1" minW="28">
              <Field.Label>{t('console.content.schedule.language')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="bg" value={target} onChange={(event) => setTarget(CONTENT_LANGUAGES.find((code) => code === event.currentTarget.value) ?? 'CN')}>
                  {CONTENT_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {t(`console.content.language.${code}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1" minW="28">
              <Field.Label>{t('console.content.schedule.action')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field bg="bg" value={action} onChange={(event) => setAction(event.currentTarget.value === 'unpublish' ? 'unpublish' : 'publish')}>
                  <option value="publish">{t('console.content.schedule.publish')}</option>
                  <option value="unpublish">{t('console.content.schedule.unpublish')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
          <Field.Root invalid={problem !== null}>
            <Field.Label>{t('console.content.schedule.at')}</Field.Label>
            <Input type="datetime-local" bg="bg" value={input} onChange={(event) => setInput(event.currentTarget.value)} data-testid="schedule-at" />
            <Field.HelperText aria-live="polite" data-testid="schedule-local">
              {instant ? t('console.content.field.chinaTimeWithLocal', { local: localTime(instant) }) : t('console.content.field.chinaTime')}
            </Field.HelperText>
            {problem ? <Field.ErrorText role="alert" color="red.700">{problem}</Field.ErrorText> : null}
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="brand" size="sm" disabled={disabled} loading={busy}>
              {t('console.content.schedule.submit')}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      {rows.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" mt="4" data-testid="schedule-rows">
          {rows.map((row) => {
            const state = rowState(row);
            return (
              <Flex as="li" key={row.id} gap="3" align="start" justify="space-between" borderTopWidth="1px" pt="2" data-testid="schedule-row">
                <Box fontSize="sm">
                  <Text fontWeight="medium">
                    {t(`console.content.schedule.row.${row.action}`, { language: row.language })}
                  </Text>
                  <Text>
                    <time dateTime={row.runAt}>{t('console.content.schedule.chinaTime', { time: formatConsoleDate(intl, row.runAt) })}</time>
                  </Text>
                  <Text color="fg.muted">{t('console.content.schedule.localTime', { time: localTime(row.runAt) })}</Text>
                  {row.failure ? <Text color="red.700">{row.failure}</Text> : null}
                </Box>
                <Flex direction="column" align="end" gap="2">
                  <Badge colorPalette={STATE_PALETTE[state]} variant="subtle">
                    {t(`console.content.schedule.state.${state}`)}
                  </Badge>
                  {state === 'pending' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={disabled}
                      onClick={() => onCancel(row.id)}
                      aria-label={t('console.content.schedule.cancelLabel', { time: formatConsoleDate(intl, row.runAt) })}
                    >
                      {t('console.content.schedule.cancel')}
                    </Button>
                  ) : null}
                </Flex>
              </Flex>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
