#!/usr/bin/env node
// Development: the API server in watch mode on API_PORT (3001) and Vite with hot reload, which proxies /api, /m_api,
// /healthz, /readyz and /dev to it (vite.config.ts), with the development mailbox on (DEV_MAILBOX). Ctrl-C, or either
// process exiting, stops both.
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '3001';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run --silent dev:server',
      env: { PORT: apiPort, HOST: '127.0.0.1', API_PORT: apiPort, DEV_MAILBOX: 'true' },
      prefixColor: 'cyan',
    },
    { name: 'web', command: 'npx vite', env: { API_PORT: apiPort }, prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'], restartTries: 0, prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
