// One schema for both drivers: add one line per area.
export * from './app-settings.js';
export * from './auth.js';
export * from './content.js';
export * from './contact.js';
export * from './recruitment.js';
export * from './tools.js';
export * from './kiosk.js';
export * from './editorial.js';
export * from './search.js';
export * from './analytics.js';
export * from './chat.js';
