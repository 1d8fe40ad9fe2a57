import type { SitemapPages } from './page-render-contract.js';
import type { ListedDocument } from '../services/content/sitemap-queries.js';

/** The portal's languages as `?language=` takes them, with the hreflang each one is announced under. */
const LANGUAGE_TAGS = [
  ['EN', 'en'],
  ['CN', 'zh-Hans'],
  ['TC', 'zh-Hant'],
] as const;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

function withLanguage(url: string, language: string | undefined): string {
  if (!language) return url;
  return `${url}${url.includes('?') ? '&' : '?'}language=${language}`;
}

/** One <url> per page and language, each naming all three languages and the language-neutral x-default. */
function entries(url: string, lastModified: Date | undefined): string {
  const alternates = [
    ...LANGUAGE_TAGS.map(([code, tag]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(withLanguage(url, code))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url)}"/>`,
  ].join('');
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return LANGUAGE_TAGS.map(([code]) => `<url><loc>${escapeXml(withLanguage(url, code))}</loc>${lastmod}${alternates}</url>`).join('\n');
}

/** The sitemap (sitemaps.org, with xhtml alternates): every public page and every benefit, event, service, life entry, Hong Kong/Macao guide and job, × 3 languages. */
export function buildSitemap(origin: string, pages: SitemapPages, documents: readonly ListedDocument[]): string {
  const urls = [
    ...pages.pages.map((path) => entries(`${origin}${path}`, undefined)),
    // A section whose detail page the app does not name (yet) has no URL to list.
    ...documents.flatMap((doc) => {
      const page = pages.documentPages[doc.section];
      return page ? [entries(`${origin}${page}?documentNo=${encodeURIComponent(doc.documentNo)}`, doc.updatedAt)] : [];
    }),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every public page; the API, the development mailbox, the kiosk and personal pages are not theirs. */
export function buildRobots(origin: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/m_api/', '/dev/', '/kiosk/', ...privatePaths].map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
