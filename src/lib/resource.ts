/** One piece of remote content in the store: where its request stands, and what came back for which request. */
/** `missing`: the server answered that the thing asked for does not exist (404), which no retry will change. */
export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error' | 'missing';

export interface Resource<T> {
  status: ResourceStatus;
  data: T | undefined;
  /** Identifies the request (language, query) the data answers, so a page knows when to ask again. */
  key: string | undefined;
}

export function idleResource<T>(): Resource<T> {
  return { status: 'idle', data: undefined, key: undefined };
}

/** Reducer helpers: data is kept while a new request runs, so a list does not flash empty between pages. */
export function markLoading<T>(resource: Resource<T>, key: string): void {
  resource.status = 'loading';
  resource.key = key;
}

export function markReady<T>(resource: Resource<T>, key: string, data: T): void {
  if (resource.key !== key) return;
  resource.status = 'ready';
  resource.data = data;
}

export function markFailed<T>(resource: Resource<T>, key: string): void {
  if (resource.key !== key) return;
  resource.status = 'error';
}

export function markMissing<T>(resource: Resource<T>, key: string): void {
  if (resource.key !== key) return;
  resource.status = 'missing';
  resource.data = undefined;
}
