import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import type { SavedSearchQuery } from '../api/applications-api';
import { useSignedIn } from '../hooks/use-applications';
import { selectSaveSearch } from '../store/applications-feature';
import { searchSaveRequested } from '../store/applications-slice';
import { savedSearchKey } from '../store/saved-search-query';
import { SaveSearchButton } from './save-search-button';

/** The board's save button, connected: saves `query` for the session's user; its state is about this query only. */
export function SaveCurrentSearch({ query }: { query: SavedSearchQuery }) {
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const save = useAppSelector(selectSaveSearch);
  const key = savedSearchKey(query);
  const current = save.key === key;
  return (
    <SaveSearchButton
      signedIn={signedIn}
      state={current ? save.status : 'idle'}
      failure={current ? save.failure : null}
      onSave={() => dispatch(searchSaveRequested({ query, key }))}
    />
  );
}
