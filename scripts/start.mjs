#!/usr/bin/env node
// `npm start` after the build: the server as in production, whatever NODE_ENV the shell has (dependencies read it).
// The development mailbox has its own switch, DEV_MAILBOX, and stays off unless that is set.
process.env.NODE_ENV = 'production';
await import('../server/dist/server.js');
