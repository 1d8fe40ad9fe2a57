import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../services/mail/templates.js';

const LANG_TAG = { EN: 'en', CN: 'zh-Hans', TC: 'zh-Hant' } as const;

/**
 * Development only (absent unless DEV_MAILBOX=true, which `npm run dev` sets): the outbox as a page, so a newcomer
 * without a mail server can open activation and reset links. `?language=EN|CN|TC` picks the page language.
 */
const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.devMailbox) return;
  app.log.warn('DEV_MAILBOX is on: /dev/mailbox lists the outbox with its activation links; never on a public server');

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const t = (id: string) => escapeHtml(app.t(request, `server.devMailbox.${id}`));
    const rows = await app.auth.outbox.latest(100);
    const items = rows.map(
      (row) => `<tr>
  <td>${escapeHtml(row.createdAt.toISOString())}</td>
  <td>${escapeHtml(row.recipient)}</td>
  <td>${escapeHtml(row.subject)}</td>
  <td>${row.link ? `<a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a>` : ''}</td>
  <td>${escapeHtml(row.status)}</td>
</tr>`,
    );
    const table = items.length
      ? `<table>
<thead><tr><th>${t('time')}</th><th>${t('to')}</th><th>${t('subject')}</th><th>${t('link')}</th><th>${t('status')}</th></tr></thead>
<tbody>
${items.join('\n')}
</tbody>
</table>`
      : `<p>${t('empty')}</p>`;
    const html = `<!doctype html>
<html lang="${LANG_TAG[app.languageOf(request)]}">
<head><meta charset="utf-8"><title>${t('title')}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}td:nth-child(4){word-break:break-all;max-width:40rem}</style>
</head>
<body>
<h1>${t('title')}</h1>
<p>${t('intro')}</p>
${table}
</body>
</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};

export default devMailboxRoutes;
