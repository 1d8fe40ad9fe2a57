import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';

/** Stopping in a way a load balancer can follow (issue #31 §3). */
export interface Shutdown {
  /** True from the stop signal on: /readyz answers 503 while everything else is still served. */
  readonly draining: boolean;
  /**
   * Drains, then closes: /readyz fails at once, requests keep being served for SHUTDOWN_DRAIN_SECONDS (the balancer's
   * health checks see the instance leave and stop sending), then the listener closes, requests in flight complete,
   * event streams are ended with a short reconnection hint (their clients come back through another instance) and the
   * background jobs stop with the plugins that own them. Called again, it returns the same promise.
   */
  begin(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: Shutdown;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    let closing: Promise<void> | undefined;
    const shutdown: Shutdown = {
      get draining() {
        return draining;
      },
      begin() {
        closing ??= (async () => {
          draining = true;
          const { drainMs } = app.config.shutdown;
          app.log.info({ drainMs }, 'draining: /readyz answers 503 until the listener closes');
          if (drainMs > 0) await sleep(drainMs);
          app.log.info('closing: no new connections; requests in flight complete, event streams end');
          await app.close();
        })();
        return closing;
      },
    };
    app.decorate('shutdown', shutdown);
  },
  { name: 'shutdown' },
);
