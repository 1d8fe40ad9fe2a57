// Dev entry: the Vite dev server (its own port) proxies the API to API_PORT, default 3001. The development mailbox
// (/dev/mailbox) is on unless DEV_MAILBOX says otherwise.
process.env.PORT = process.env.API_PORT ?? '3001';
process.env.DEV_MAILBOX ??= 'true';
await import('./server.js');
