import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type {
  InjectedAnswer,
  InjectedCall,
  PageRendererOptions,
  PageRenderResult,
  PageRequestFacts,
  PageVariant,
} from '../lib/page-render-contract.js';

/*
 * Server renders off the event loop (issue #29 §3). React renders a page in one synchronous stretch of 40–80 ms; on
 * the server's own thread each of them holds up every other request, health checks included. Here the bundle is
 * loaded in worker threads and the server's thread only sends a page's facts and answers its API calls.
 */

/** What a render thread starts with. */
export interface RenderThreadData {
  /** The bundle's file: URL. */
  bundle: string;
  template: string;
  manifest: PageRendererOptions['manifest'];
}

export type ToRenderThread =
  | { type: 'render'; render: number; facts: PageRequestFacts; variant: PageVariant; origin: string }
  | { type: 'answer'; call: number; answer: InjectedAnswer };

export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'inject'; call: number; request: InjectedCall }
  | { type: 'rendered'; render: number; result: PageRenderResult }
  | { type: 'failed'; render: number; error: string };

export interface RenderThreadsOptions extends Omit<PageRendererOptions, 'inject'> {
  /** The bundle's path or file: URL. */
  bundle: string;
  threads: number;
  inject: (call: InjectedCall) => Promise<InjectedAnswer>;
  log: FastifyBaseLogger;
  /** A render still running after this is abandoned and its thread replaced (a page stuck in a loop). */
  timeoutMs?: number;
  /** The heap a thread may use before it is stopped (and replaced): a page cannot take the server's memory. */
  heapLimitMb?: number;
}

export interface RenderThreads {
  render(facts: PageRequestFacts, variant: PageVariant, origin: string): Promise<PageRenderResult>;
  /** Threads alive now (a stopped thread is replaced). */
  readonly size: number;
  close(): Promise<void>;
}

/** The renderer gives up on a page's data after 10 s; a render past this is stuck. */
const RENDER_TIMEOUT_MS = 20_000;
const HEAP_LIMIT_MB = 512;
/** A thread that dies before it is ready (a broken bundle) is not restarted in a tight loop. */
const RESTART_DELAY_MS = 1_000;

export class RenderThreadError extends Error {}

interface Pending {
  resolve(result: PageRenderResult): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
  ready: boolean;
}

/**
 * The worker's entry: the compiled render-thread.js in a build; from the sources (tests, the benches), the TypeScript
 * file, loaded through tsx, which runs the sources elsewhere too.
 */
function workerOf(data: RenderThreadData, heapLimitMb: number): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSources ? './render-thread.ts' : './render-thread.js', import.meta.url);
  const options = { workerData: data, resourceLimits: { maxOldGenerationSizeMb: heapLimitMb } };
  if (!fromSources) return new Worker(entry, options);
  // An evaluated worker resolves packages from the working directory: the project's, where tests and benches run.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

export function startRenderThreads(options: RenderThreadsOptions): RenderThreads {
  const { inject, log } = options;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const heapLimitMb = options.heapLimitMb ?? HEAP_LIMIT_MB;
  const bundle = /^file:/.test(options.bundle) ? options.bundle : pathToFileURL(options.bundle).href;
  const data: RenderThreadData = { bundle, template: options.template, manifest: options.manifest };
  const threads = new Set<Thread>();
  let closing = false;
  let lastRender = 0;

  const stop = (thread: Thread, reason: Error) => {
    if (!threads.delete(thread)) return;
    for (const { reject, timer } of thread.pending.values()) {
      clearTimeout(timer);
      reject(reason);
    }
    thread.pending.clear();
    void thread.worker.terminate();
    if (closing) return;
    if (thread.ready) start();
    else setTimeout(() => closing || start(), RESTART_DELAY_MS).unref();
  };

  const start = () => {
    const thread: Thread = { worker: workerOf(data, heapLimitMb), pending: new Map(), ready: false };
    threads.add(thread);
    // A thread never keeps the process alive: the app's close ends them.
    thread.worker.unref();
    thread.worker.on('message', (message: FromRenderThread) => {
      switch (message.type) {
        case 'ready':
          thread.ready = true;
          return;
        case 'inject':
          void inject(message.request)
            .catch((error: unknown) => {
              log.error({ err: error, url: message.request.url }, 'an API call of a server render failed');
              return { statusCode: 500, body: '', headers: {} } satisfies InjectedAnswer;
            })
            .then((answer) => thread.worker.postMessage({ type: 'answer', call: message.call, answer } satisfies ToRenderThread));
          return;
        case 'rendered':
        case 'failed': {
          const pending = thread.pending.get(message.render);
          if (!pending) return;
          thread.pending.delete(message.render);
          clearTimeout(pending.timer);
          if (message.type === 'rendered') pending.resolve(message.result);
          else pending.reject(new RenderThreadError(message.error));
        }
      }
    });
    thread.worker.on('error', (error) => {
      log.error({ err: error }, 'a render thread stopped; starting another');
      stop(thread, new RenderThreadError(`the render thread stopped: ${error.message}`));
    });
    thread.worker.on('exit', (code) => stop(thread, new RenderThreadError(`the render thread exited (${code})`)));
  };

  for (let i = 0; i < options.threads; i += 1) start();

  return {
    render(facts, variant, origin) {
      // The thread with the fewest renders in hand (each is one at a time for React; their data waits overlap).
      let chosen: Thread | undefined;
      for (const thread of threads) if (!chosen || thread.pending.size < chosen.pending.size) chosen = thread;
      const thread = chosen;
      if (!thread) return Promise.reject(new RenderThreadError('no render thread is running'));
      lastRender += 1;
      const render = lastRender;
      return new Promise<PageRenderResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          log.error({ url: facts.url, timeoutMs }, 'a server render ran too long; replacing its thread');
          stop(thread, new RenderThreadError(`the render ran over ${timeoutMs} ms`));
        }, timeoutMs);
        thread.pending.set(render, { resolve, reject, timer });
        thread.worker.postMessage({ type: 'render', render, facts, variant, origin } satisfies ToRenderThread);
      });
    },
    get size() {
      return threads.size;
    },
    async close() {
      closing = true;
      const all = [...threads];
      for (const thread of all) stop(thread, new RenderThreadError('the server is closing'));
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}
