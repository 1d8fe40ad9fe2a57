import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { InjectedCall, InjectedAnswer } from '../../../server/src/lib/page-render-contract';
import { httpClient } from '@/lib/http/http-client';

/** An axios adapter that hands each call to the server in-process; axios then parses and judges it as usual. */
export function injectAdapter(inject: (call: InjectedCall) => Promise<InjectedAnswer>): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET') throw new Error(`The server render only reads: ${method} ${config.url ?? ''}`);
    const answer = await inject({ method: 'GET', url: httpClient.getUri(config), headers: { accept: 'application/json' } });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.statusCode,
      statusText: '',
      headers: Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name, String(value ?? '')])),
      config,
      request: {},
    };
    return response;
  };
}
