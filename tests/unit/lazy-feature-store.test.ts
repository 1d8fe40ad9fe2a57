import { describe, expect, it } from 'vitest';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'typed-redux-saga';
import { makeStore } from '@/app/store/make-store';
import { registerPageSaga, rootReducer } from '@/app/store/feature-store';

/* A section whose store code arrives with its page (see src/app/store/root-reducer.ts and page-sagas.ts). */

interface NotesState {
  items: string[];
  echoed: number;
}
const notesSlice = createSlice({
  name: 'lazyNotes',
  initialState: { items: [], echoed: 0 } as NotesState,
  reducers: {
    noteAdded(state, action: PayloadAction<string>) {
      state.items.push(action.payload);
    },
    noteEchoed(state) {
      state.echoed += 1;
    },
  },
});
function* notesSaga() {
  yield* takeEvery(notesSlice.actions.noteAdded.type, function* echo() {
    yield* put(notesSlice.actions.noteEchoed());
  });
}

describe('a section loaded after the store', () => {
  it('keeps its server-rendered state untouched until its code arrives, then its reducer and saga take over', () => {
    const fromServer = { items: ['sent by the server'], echoed: 0 };
    const store = makeStore({ language: { current: 'EN' }, lazyNotes: fromServer } as never);
    // Other actions pass while the section's code is still on its way: its state is neither dropped nor changed.
    store.dispatch({ type: 'something/else' });
    expect((store.getState() as unknown as { lazyNotes: NotesState }).lazyNotes).toBe(fromServer);
    expect(store.getState().language.current).toBe('EN');

    const injected = notesSlice.injectInto(rootReducer);
    registerPageSaga(notesSaga);
    expect(injected.selectSlice(store.getState() as never)).toEqual(fromServer);
    store.dispatch(notesSlice.actions.noteAdded('added in the browser'));
    expect(injected.selectSlice(store.getState() as never)).toEqual({ items: ['sent by the server', 'added in the browser'], echoed: 1 });

    // A store made later (another render) starts with the section's initial state and runs its saga at once.
    const later = makeStore();
    expect(injected.selectSlice(later.getState() as never)).toEqual({ items: [], echoed: 0 });
    later.dispatch(notesSlice.actions.noteAdded('x'));
    expect(injected.selectSlice(later.getState() as never).echoed).toBe(1);
  });
});
