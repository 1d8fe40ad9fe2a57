/**
 * The HTTP client's only way to talk to the rest of the app: it knows nothing of the store, so it emits events that
 * the feedback saga turns into actions (overlay, toasts, alerts).
 */
export interface HttpNotice {
  kind: 'toast' | 'alert';
  status: 'error';
  /** Text from the server, shown as is. */
  text?: string;
  /** A message id from locales/ when there is no server text. */
  messageId?: string;
  titleId?: string;
}

export interface HttpEventMap {
  'request-start': { id: number };
  'request-end': { id: number };
  notice: HttpNotice;
}

type Listener<T> = (payload: T) => void;

export interface TypedEmitter<M> {
  on<K extends keyof M>(type: K, listener: Listener<M[K]>): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
}

export function createEmitter<M>(): TypedEmitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as Listener<typeof payload>)(payload);
    },
  };
}

export const httpEvents = createEmitter<HttpEventMap>();
