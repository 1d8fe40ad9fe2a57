// One schema for both drivers: add one line per area.
export * from './app-settings.js';
export * from './auth.js';
export * from './content.js';
export * from './contact.js';
export * from './recruitment.js';
export * from './tools.js';
export * from './kiosk.js';
