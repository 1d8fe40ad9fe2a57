import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { consoleRoutes } from '@/features/console/console-routes';
import { ApplicationDetailView } from '../components/application-detail-view';
import { ApplicationStatusPill } from '../components/application-status-pill';
import { DetailNotice } from '../components/detail-notice';
import { applicationIdOf } from '../console-rules';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectDetail, selectDownload, selectNote, selectStatusChange } from '../store/console-feature';
import { detailRequested, noteSaveRequested, resumeRequested, statusChangeRequested } from '../store/console-slice';

/**
 * One application (/console/applications/detail?id=). Opening it changes nothing: the recruiter marks it viewed (or
 * otherwise) explicitly, so the applicant's "viewed" mail always follows a person's decision.
 */
export function ApplicationDetailScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const id = applicationIdOf(searchParams);
  const detail = useAppSelector(selectDetail);
  const statusChange = useAppSelector(selectStatusChange);
  const note = useAppSelector(selectNote);
  const download = useAppSelector(selectDownload);

  useEffect(() => {
    if (id !== null) dispatch(detailRequested(id));
  }, [id, dispatch]);

  const current = id !== null && detail.id === id ? detail : null;
  const application = current?.data ?? null;
  const title = application
    ? intl.formatMessage({ id: 'console.detail.title' }, { name: application.applicantName })
    : intl.formatMessage({ id: 'console.detail.titleUnknown' });
  useConsoleTitle(title);

  const breadcrumbs = [
    { label: intl.formatMessage({ id: 'console.applications.title' }), to: consoleRoutes.consoleApplications },
    { label: title },
  ];

  return (
    <PageShell title={title} breadcrumbs={breadcrumbs} actions={application ? <ApplicationStatusPill status={application.status} /> : undefined}>
      {id === null ? (
        <DetailNotice kind="missing" />
      ) : application ? (
        <ApplicationDetailView
          application={application}
          onDownload={() => dispatch(resumeRequested({ id: application.id, fallbackName: application.fileName }))}
          downloading={download.downloading}
          downloadFailure={download.failure}
          onStatus={(status) => dispatch(statusChangeRequested({ id: application.id, status }))}
          pendingStatus={statusChange.pending}
          statusOutcome={statusChange.outcome}
          onSaveNote={(text) => dispatch(noteSaveRequested({ id: application.id, note: text }))}
          savingNote={note.saving}
          noteOutcome={note.outcome}
        />
      ) : (
        <DetailNotice
          kind={current === null || current.status === 'loading' || current.status === 'idle' || current.status === 'ready' ? 'loading' : current.status}
          failure={current?.failure ?? null}
          onRetry={() => dispatch(detailRequested(id))}
        />
      )}
    </PageShell>
  );
}
