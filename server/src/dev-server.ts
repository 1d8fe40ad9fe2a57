// Dev entry: the Vite dev server (its own port) proxies the API to API_PORT, default 3001.
process.env.PORT = process.env.API_PORT ?? '3001';
process.env.NODE_ENV ??= 'development';
await import('./server.js');
