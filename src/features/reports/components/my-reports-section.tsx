import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { useSessionToken } from '../hooks/use-session-token';
import { selectMyReports } from '../store/my-reports-feature';
import { myReportDeleteRequested, myReportsCleared, myReportsRequested } from '../store/my-reports-slice';
import { MyReports } from './my-reports';

/**
 * The profile's "My reports", connected to the store and loaded for the current session (asked for once per login,
 * dropped when the session ends). The app composes it into the profile page, in the browser only.
 */
export default function MyReportsSection() {
  const dispatch = useAppDispatch();
  const token = useSessionToken();
  const mine = useAppSelector(selectMyReports);

  useEffect(() => {
    if (token === null) {
      if (mine.owner !== null) dispatch(myReportsCleared());
      return;
    }
    if (mine.owner !== token || mine.status === 'idle') dispatch(myReportsRequested(token));
  }, [dispatch, token, mine.owner, mine.status]);

  return (
    <Box as="section" bg="bg" borderRadius="lg" borderWidth="1px" boxShadow="xs" p={{ base: '5', md: '6' }}>
      <MyReports
        status={mine.status}
        reports={mine.items}
        deleting={mine.deleting}
        onDelete={(id) => dispatch(myReportDeleteRequested(id))}
        onRetry={() => token && dispatch(myReportsRequested(token))}
      />
    </Box>
  );
}
