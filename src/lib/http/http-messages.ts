/** Message ids of the §8 error catalogue for calls; the texts live in locales/ (CN texts exactly the spec's). */
export const HTTP_MESSAGE_IDS = {
  serverDefault: 'http.error.server-default',
  timeout: 'http.error.timeout',
  network: 'http.error.network',
  alertTitle: 'http.alert.title',
} as const;
