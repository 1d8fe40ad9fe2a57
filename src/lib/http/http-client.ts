import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { readStoredToken } from '@/lib/storage/session-store';
import { getCurrentLanguage } from '@/lib/i18n/current-language';
import { httpEvents, type HttpNotice } from './http-events';
import { HttpError } from './http-error';
import { HTTP_MESSAGE_IDS } from './http-messages';
import { judgeResponse } from './judge-response';
import { serializeParams } from './serialize-params';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the global loading overlay and the error toast/alert; the caller handles feedback itself. */
    silent?: boolean;
    /** Send no `language` parameter: for the calls the spec lists without one (§7: `rsa-public-key` takes none). */
    noLanguage?: boolean;
  }
  interface InternalAxiosRequestConfig {
    requestId?: number;
  }
}

/** Not a spec figure: long enough for slow mobile links, short enough that the time-out alert can appear. */
const REQUEST_TIMEOUT_MS = 30_000;

let nextRequestId = 1;

export const httpClient = axios.create({
  baseURL: '/',
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus: () => true,
  paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
  transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
});

function announce(config: AxiosRequestConfig | undefined, notice: HttpNotice) {
  if (!config?.silent) httpEvents.emit('notice', notice);
}

function finish(config: InternalAxiosRequestConfig | undefined) {
  if (config?.requestId !== undefined) httpEvents.emit('request-end', { id: config.requestId });
}

httpClient.interceptors.request.use((config) => {
  const token = readStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (!config.noLanguage) config.params = { language: getCurrentLanguage(), ...(config.params as Record<string, unknown> | undefined) };
  if (!config.silent) {
    config.requestId = nextRequestId++;
    httpEvents.emit('request-start', { id: config.requestId });
  }
  return config;
});

httpClient.interceptors.response.use(
  (response) => {
    finish(response.config);
    const verdict = judgeResponse(response.status, response.data);
    if (verdict.ok) return verdict.value as never;
    announce(
      response.config,
      verdict.serverMessage === undefined
        ? { kind: 'toast', status: 'error', messageId: HTTP_MESSAGE_IDS.serverDefault }
        : { kind: 'toast', status: 'error', text: verdict.serverMessage },
    );
    // A refusal's envelope `data` (e.g. the field at fault), kept on the error for the form that sent the request.
    const { data, code } = (response.data ?? {}) as { data?: unknown; code?: unknown };
    return Promise.reject(
      new HttpError('server', {
        status: verdict.status,
        serverMessage: verdict.serverMessage,
        data: data ?? undefined,
        code: typeof code === 'number' && code !== 0 ? code : undefined,
      }),
    );
  },
  (error: unknown) => {
    const config = error instanceof AxiosError ? error.config : undefined;
    finish(config);
    if (axios.isCancel(error)) return Promise.reject(new HttpError('canceled', { cause: error }));
    const timedOut = error instanceof AxiosError && error.code === AxiosError.ETIMEDOUT;
    announce(config, {
      kind: 'alert',
      status: 'error',
      titleId: HTTP_MESSAGE_IDS.alertTitle,
      messageId: timedOut ? HTTP_MESSAGE_IDS.timeout : HTTP_MESSAGE_IDS.network,
    });
    return Promise.reject(new HttpError(timedOut ? 'timeout' : 'network', { cause: error }));
  },
);

/** The server render answers the app's calls in-process through its own adapter (no HTTP round trip to itself). */
export function setHttpAdapter(adapter: AxiosAdapter): void {
  httpClient.defaults.adapter = adapter;
}
