import { Box, type BoxProps } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { useApplicationsSync, useSavedSearchesSync, useSessionToken } from '../hooks/use-applications';
import { selectApplicationList, selectSavedSearches, selectWithdrawing } from '../store/applications-feature';
import {
  applicationsRequested,
  savedSearchDeleteRequested,
  savedSearchesRequested,
  withdrawRequested,
} from '../store/applications-slice';
import { MyApplications } from './my-applications';
import { SavedSearches } from './saved-searches';

const sectionStyle: BoxProps = { bg: 'bg', borderRadius: 'lg', borderWidth: '1px', boxShadow: 'xs', p: { base: '5', md: '6' } };

/**
 * The profile's recruitment sections, connected to the store: My applications and the saved searches. The app
 * composes them into the profile page (loaded with it, in the browser only: they need the session).
 */
export default function MyApplicationsSection() {
  useApplicationsSync();
  useSavedSearchesSync();
  const dispatch = useAppDispatch();
  const token = useSessionToken();
  const list = useAppSelector(selectApplicationList);
  const withdrawing = useAppSelector(selectWithdrawing);
  const saved = useAppSelector(selectSavedSearches);
  return (
    <>
      <Box as="section" {...sectionStyle}>
        <MyApplications
          status={list.status}
          applications={list.items}
          withdrawing={withdrawing}
          onWithdraw={(id) => dispatch(withdrawRequested(id))}
          onRetry={() => token && dispatch(applicationsRequested(token))}
        />
      </Box>
      <Box as="section" {...sectionStyle}>
        <SavedSearches
          status={saved.status}
          searches={saved.items}
          deleting={saved.deleting}
          onDelete={(id) => dispatch(savedSearchDeleteRequested(id))}
          onRetry={() => token && dispatch(savedSearchesRequested(token))}
        />
      </Box>
    </>
  );
}
