import type { AxiosRequestConfig } from 'axios';
import type { httpClient as HttpClient } from './http-client';
import { httpEvents } from './http-events';
import { HttpError } from './http-error';
import { HTTP_MESSAGE_IDS } from './http-messages';

/*
 * The app's API calls. The HTTP client (axios, with the envelope and notice interceptors: ./http-client) is a module
 * of its own, fetched on the first call rather than with the page: a server-rendered page arrives with its data and
 * makes no call before the visitor does something, so a first visit neither downloads nor evaluates it up front
 * (issue #30: 22 KB gzip of the home page's first download).
 */
type Client = typeof HttpClient;
let client: Promise<Client> | undefined;

/**
 * The client, fetched once. A client that cannot be fetched (the connection is down) fails the call as the client
 * itself fails a request it cannot send: a network error, announced unless the call is silent; the next call tries
 * the fetch again.
 */
async function httpClient(config: AxiosRequestConfig | undefined): Promise<Client> {
  client ??= import('./http-client').then((module) => module.httpClient);
  try {
    return await client;
  } catch (error) {
    client = undefined;
    if (!config?.silent) {
      httpEvents.emit('notice', { kind: 'alert', status: 'error', titleId: HTTP_MESSAGE_IDS.alertTitle, messageId: HTTP_MESSAGE_IDS.network });
    }
    throw new HttpError('network', { cause: error });
  }
}

/** Typed calls: the interceptor has already unwrapped the envelope, so they resolve to the payload. */
export const api = {
  get: async <T>(url: string, config?: AxiosRequestConfig) => (await httpClient(config)).get<T, T>(url, config),
  delete: async <T>(url: string, config?: AxiosRequestConfig) => (await httpClient(config)).delete<T, T>(url, config),
  post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    (await httpClient(config)).post<T, T>(url, body, config),
  put: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    (await httpClient(config)).put<T, T>(url, body, config),
};
