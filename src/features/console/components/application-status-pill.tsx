import { FormattedMessage } from 'react-intl';
import { Pill } from '@/components/ui/pill';
import type { ApplicationStatus } from '../api/console-api';

/** Text and background pairs with at least 7:1 contrast at the pill's small size. */
const TONE: Record<ApplicationStatus, { bg: string; color: string }> = {
  delivered: { bg: 'blue.100', color: 'blue.900' },
  viewed: { bg: 'gray.100', color: 'gray.800' },
  shortlisted: { bg: 'green.100', color: 'green.900' },
  notSelected: { bg: 'orange.100', color: 'orange.900' },
  withdrawn: { bg: 'gray.200', color: 'gray.700' },
};

export const statusMessageId = (status: ApplicationStatus) => `console.status.${status}`;

/** An application's status as a coloured label; the word carries the meaning, the colour only helps scanning. */
export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  return (
    <Pill {...TONE[status]} whiteSpace="nowrap" data-testid="application-status" data-status={status}>
      <FormattedMessage id={statusMessageId(status)} />
    </Pill>
  );
}
