import fp from 'fastify-plugin';

/** How long one dependency may take to answer a readiness check before it counts as down. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export type DependencyState = 'ok' | 'down';

/** The dependencies `/readyz` asks (issue #31 §5): the database always, Redis and object storage when configured. */
export interface Readiness {
  /** Adds a dependency: `check` resolves when it answers and rejects (or takes too long) when it does not. */
  add(name: string, check: () => Promise<void>): void;
  /** Asks every dependency at once: each one's state, and the first failure of each that is down. */
  check(): Promise<{ ready: boolean; checks: Record<string, DependencyState>; failures: Record<string, unknown> }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function withTimeout(check: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    check(),
    new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app) => {
    const checks = new Map<string, () => Promise<void>>();
    app.decorate<Readiness>('readiness', {
      add(name, check) {
        checks.set(name, check);
      },
      async check() {
        const results = await Promise.allSettled([...checks.values()].map((check) => withTimeout(check, READINESS_CHECK_TIMEOUT_MS)));
        const names = [...checks.keys()];
        const states: Record<string, DependencyState> = {};
        const failures: Record<string, unknown> = {};
        results.forEach((result, index) => {
          const name = names[index]!;
          states[name] = result.status === 'fulfilled' ? 'ok' : 'down';
          if (result.status === 'rejected') failures[name] = result.reason;
        });
        return { ready: Object.values(states).every((state) => state === 'ok'), checks: states, failures };
      },
    });
  },
  { name: 'readiness' },
);
