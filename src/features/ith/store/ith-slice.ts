import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Language } from '@/lib/i18n/languages';
import { idleResource, markFailed, markLoading, markReady, type Resource } from '@/lib/resource';
import type { ContactReceipt, ContactValues, IthContent } from '../api/ith-api';

export interface ContactState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  receipt: ContactReceipt | null;
  failure: FormFailure | null;
}

export interface IthState {
  /** The page in one language (the key is the language). */
  page: Resource<IthContent>;
  /** The contact form of this visit (never part of a server render). */
  contact: ContactState;
}

const idleContact: ContactState = { status: 'idle', receipt: null, failure: null };
const initialState: IthState = { page: idleResource(), contact: idleContact };

export const ithSlice = createSlice({
  name: 'ith',
  initialState,
  reducers: {
    ithRequested(state, action: PayloadAction<Language>) {
      markLoading(state.page, action.payload);
    },
    ithLoaded(state, action: PayloadAction<{ key: string; data: IthContent }>) {
      markReady(state.page, action.payload.key, action.payload.data);
    },
    ithFailed(state, action: PayloadAction<{ key: string }>) {
      markFailed(state.page, action.payload.key);
    },
     
    contactSubmitted(state, _action: PayloadAction<ContactValues>) {
      state.contact = { status: 'sending', receipt: null, failure: null };
    },
    contactSent(state, action: PayloadAction<ContactReceipt>) {
      state.contact = { status: 'sent', receipt: action.payload, failure: null };
    },
    contactFailed(state, action: PayloadAction<FormFailure>) {
      state.contact = { status: 'failed', receipt: null, failure: action.payload };
    },
    /** Another request after a sent one: the form again, empty. */
    contactReset(state) {
      state.contact = idleContact;
    },
  },
  selectors: {
    selectIth: (state) => state.page,
    selectContact: (state) => state.contact,
  },
});

export const { ithRequested, ithLoaded, ithFailed, contactSubmitted, contactSent, contactFailed, contactReset } = ithSlice.actions;
