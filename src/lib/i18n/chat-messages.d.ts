/** `locales/<x>.json?chat`: the online chat's share of a locale file (see precompiledMessages in vite.config.ts). */
declare module '*.json?chat' {
  const messages: Record<string, string>;
  export default messages;
}
