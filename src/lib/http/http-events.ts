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
  /**
   * From now on, an event nobody listens to yet is kept and given to the first listener of its type (in order, at
   * most HELD_MAX of each): the app's start-up, whose listener (the feedback saga) arrives after the first calls.
   */
  holdUntilHeard(): void;
}

const HELD_MAX = 20;

export function createEmitter<M>(): TypedEmitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  let holding = false;
  const held = new Map<keyof M, unknown[]>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      const waiting = held.get(type);
      held.delete(type);
      // Delivered after the subscription has returned (an event channel is not ready inside its own subscribe).
      if (waiting?.length) queueMicrotask(() => waiting.forEach((payload) => (listener as Listener<unknown>)(payload)));
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      const current = [...(listeners.get(type) ?? [])];
      if (current.length === 0 && holding) {
        const waiting = held.get(type) ?? [];
        if (waiting.length < HELD_MAX) waiting.push(payload);
        held.set(type, waiting);
        return;
      }
      for (const listener of current) (listener as Listener<typeof payload>)(payload);
    },
    holdUntilHeard() {
      holding = true;
    },
  };
}

export const httpEvents = createEmitter<HttpEventMap>();
