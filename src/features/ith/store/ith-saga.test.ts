import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { HttpError } from '@/lib/http/http-error';
import { ithApi, type ContactReceipt, type ContactValues } from '../api/ith-api';
import { ithSaga } from './ith-saga';
import { contactReset, contactSubmitted, ithSlice } from './ith-slice';

const values: ContactValues = { name: 'Maria Schmidt', email: 'maria@example.org', phone: '+852 9123 4567', message: '', website: '' };
const receipt: ContactReceipt = { reference: 'ITH-261123-7KQ4M2', dueAt: '2026-11-25T06:30:00.000Z', hours: 48 };

function setUp() {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { ith: ithSlice.reducer }, middleware: (getDefault) => getDefault({ thunk: false }).concat(saga) });
  saga.run(ithSaga);
  return { store, contact: () => store.getState().ith.contact };
}

afterEach(() => vi.restoreAllMocks());

describe('the contact form saga', () => {
  it('sends once while a request is on its way, then shows the receipt; another request starts from an empty form', async () => {
    let answer!: (value: ContactReceipt) => void;
    const send = vi.spyOn(ithApi, 'contact').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { store, contact } = setUp();
    store.dispatch(contactSubmitted(values));
    store.dispatch(contactSubmitted(values));
    expect(contact().status).toBe('sending');
    answer(receipt);
    await vi.waitFor(() => expect(contact()).toEqual({ status: 'sent', receipt, failure: null }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(values);
    store.dispatch(contactReset());
    expect(contact()).toEqual({ status: 'idle', receipt: null, failure: null });
  });

  it("keeps the server's localized message beside the form when it refuses", async () => {
    const refusal = new HttpError('server', { status: 429, serverMessage: 'Please try again in 52 minutes, or call the hub.' });
    vi.spyOn(ithApi, 'contact').mockRejectedValue(refusal);
    const { store, contact } = setUp();
    store.dispatch(contactSubmitted(values));
    await vi.waitFor(() => expect(contact().status).toBe('failed'));
    expect(contact().failure).toEqual({ text: 'Please try again in 52 minutes, or call the hub.' });
  });
});
