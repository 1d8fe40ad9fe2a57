import { FormattedMessage } from 'react-intl';
import { Pill } from '@/components/ui/pill';
import type { ApplicationStatus } from '../api/applications-api';

/** White text on each of these keeps a 4.5:1 contrast (WCAG 1.4.3). */
const STATUS_BG: Record<ApplicationStatus, string> = {
  delivered: 'brand.solid',
  viewed: 'blue.700',
  shortlisted: 'green.700',
  notSelected: 'gray.600',
  withdrawn: 'orange.800',
};

/** Where an application stands: delivered, viewed, shortlisted, not selected or withdrawn. */
export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  return (
    <Pill bg={STATUS_BG[status]} color="white" data-testid="application-status" data-status={status}>
      <FormattedMessage id={`employment.applications.status.${status}`} />
    </Pill>
  );
}
