/** `locales/<x>.json?console`: the console's share of a locale file (see precompiledMessages in vite.config.ts). */
declare module '*.json?console' {
  const messages: Record<string, string>;
  export default messages;
}
