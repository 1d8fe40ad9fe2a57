/** `locales/<x>.json?kiosk`: the kiosk's share of a locale file (see precompiledMessages in vite.config.ts). */
declare module '*.json?kiosk' {
  const messages: Record<string, string>;
  export default messages;
}
