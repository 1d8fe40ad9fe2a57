import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALES_DIR } from '../lib/i18n.js';

const LOCALES = [
  { file: 'en', tag: 'en' },
  { file: 'zh-Hans', tag: 'zh-Hans' },
  { file: 'zh-Hant', tag: 'zh-Hant' },
] as const;

/** How often the offline page tries the kiosk again (no scripts: the page's CSP allows none inline). */
export const OFFLINE_RETRY_SECONDS = 5;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The page the kiosk's service worker keeps for a page load the network cannot answer: "temporarily unavailable" in
 * the three languages at once (nobody knows the next visitor's), trying the kiosk again every few seconds.
 */
export function renderKioskOfflinePage(localesDir: URL = DEFAULT_LOCALES_DIR): string {
  const sections = LOCALES.map(({ file, tag }) => {
    const messages = JSON.parse(readFileSync(new URL(`${file}.json`, localesDir), 'utf8')) as Record<string, string>;
    const title = escapeHtml(messages['kiosk.offline.title'] ?? '');
    const body = escapeHtml(messages['kiosk.offline.body'] ?? '');
    return { tag, title, html: `<section lang="${tag}"><h2>${title}</h2><p>${body}</p></section>` };
  });
  const style = [
    "body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0a2f4a;color:#fff;font-family:system-ui,'Noto Sans CJK SC','Noto Sans CJK HK',sans-serif}",
    'main{max-width:48rem;padding:3rem 2rem;text-align:center}h1{font-size:2.5rem;margin:0 0 2rem}',
    'section{margin:2rem 0}h2{font-size:1.75rem;margin:0 0 .5rem}p{font-size:1.25rem;line-height:1.6;margin:0}',
  ].join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />',
    // No favicon request to a server that is down, at every retry.
    '<link rel="icon" href="data:," />',
    `<meta http-equiv="refresh" content="${OFFLINE_RETRY_SECONDS};url=/kiosk/" />`,
    `<title>${sections.map(({ title }) => title).join(' · ')}</title><style>${style}</style></head>`,
    `<body><main role="alert" data-testid="kiosk-offline-page">${sections.map(({ html }) => html).join('')}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}
