import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { withRequestId, type CreatePageRenderer, type InjectedAnswer } from '../lib/page-render-contract.js';
import type { RenderThreadData, ToRenderThread, FromRenderThread } from './render-threads.js';

/*
 * One render thread (see render-threads.ts): the web app's server-rendering bundle, loaded in a worker thread of its
 * own, renders the pages the server sends it. The page's API calls are answered by the server's thread (its database,
 * its cache and its limits), so this thread holds no state of the portal's: only React's work, which would otherwise
 * keep the server's event loop from everything else for tens of milliseconds a page.
 */
const port = parentPort;
if (!port) throw new Error('render-thread.ts runs as a worker thread');
const { bundle, template, manifest } = workerData as RenderThreadData;
const send = (message: FromRenderThread) => port.postMessage(message);

const calls = new Map<number, (answer: InjectedAnswer) => void>();
/** The id of the page request each render is for: its API calls carry it. */
const renderingFor = new AsyncLocalStorage<string | undefined>();
let lastCall = 0;

const { createPageRenderer } = (await import(bundle)) as { createPageRenderer: CreatePageRenderer };
const renderer = createPageRenderer({
  template,
  manifest,
  inject: (call) =>
    new Promise<InjectedAnswer>((resolve) => {
      lastCall += 1;
      calls.set(lastCall, resolve);
      send({ type: 'inject', call: lastCall, request: withRequestId(call, renderingFor.getStore()) });
    }),
});

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'answer') {
    calls.get(message.call)?.(message.answer);
    calls.delete(message.call);
    return;
  }
  const { render, facts, variant, origin } = message;
  renderingFor.run(facts.requestId, () => renderer.render(facts, variant, origin)).then(
    (result) => send({ type: 'rendered', render, result }),
    (error: unknown) =>
      send({ type: 'failed', render, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
send({ type: 'ready' });
