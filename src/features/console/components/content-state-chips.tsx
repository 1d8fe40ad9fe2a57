import { useIntl } from 'react-intl';
import { Badge, Flex } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { CONTENT_LANGUAGES, type LangState, type LanguageStatus } from '../api/content-api';
import { formatConsoleDate } from './console-format';

const PALETTE: Record<LanguageStatus, string> = {
  missing: 'gray',
  draft: 'orange',
  published: 'green',
  scheduled: 'blue',
  archived: 'gray',
};

/** One language's state in words (never colour alone): status, then "changed" and "machine-drafted" when they hold. */
export function LanguageStateChip({ language, state }: { language: Language; state: LangState }) {
  const intl = useIntl();
  const status = intl.formatMessage({ id: `console.content.status.${state.status}` });
  const when = state.publishAt ?? state.unpublishAt;
  const title = when
    ? intl.formatMessage(
        { id: state.publishAt ? 'console.content.chip.publishAt' : 'console.content.chip.unpublishAt' },
        { time: formatConsoleDate(intl, when) },
      )
    : undefined;
  return (
    <Flex gap="1" align="center" wrap="wrap" data-testid={`content-chip-${language}`} data-status={state.status}>
      <Badge colorPalette={PALETTE[state.status]} variant={state.status === 'missing' ? 'outline' : 'subtle'} title={title}>
        {`${language} · ${status}`}
      </Badge>
      {state.changed ? (
        <Badge colorPalette="yellow" variant="outline">
          {intl.formatMessage({ id: 'console.content.chip.changed' })}
        </Badge>
      ) : null}
      {state.machineDrafted ? (
        <Badge colorPalette="purple" variant="outline">
          {intl.formatMessage({ id: 'console.content.chip.machine' })}
        </Badge>
      ) : null}
    </Flex>
  );
}

/** The three languages' states of a document, in the order EN, CN, TC. */
export function LanguageStateChips({ languages }: { languages: Record<Language, LangState> }) {
  return (
    <Flex direction="column" gap="1" align="start">
      {CONTENT_LANGUAGES.map((language) => (
        <LanguageStateChip key={language} language={language} state={languages[language]} />
      ))}
    </Flex>
  );
}
