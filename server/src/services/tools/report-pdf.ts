import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Language } from '../../lib/i18n.js';
import { formatYuan } from './eligibility.js';
import type { Report, ReportBenefit } from './report-service.js';

/*
 * The talent report as a PDF, made on the server in the report's language. Chinese needs an embedded face: Noto Sans
 * SC (Simplified, and the Latin text of English reports) and Noto Sans TC (Traditional), read from their npm packages
 * (nothing is fetched at run time), parsed once per process and subset into each document, so a file holds only the
 * glyphs it uses.
 */

const require = createRequire(import.meta.url);
const FACES = {
  SC: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  TC: {
    regular: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
  },
} as const;
type Script = keyof typeof FACES;
type Weight = 'regular' | 'bold';

const faces = new Map<string, fontkit.Font>();

/** A face parsed once (about 10 MB each; the first report of a language pays ~100 ms). */
function face(script: Script, weight: Weight): fontkit.Font {
  const key = `${script}-${weight}`;
  let font = faces.get(key);
  if (!font) {
    const parsed = fontkit.create(readFileSync(require.resolve(FACES[script][weight])));
    if (!('layout' in parsed)) throw new Error(`${FACES[script][weight]} is a font collection`);
    font = parsed;
    faces.set(key, font);
  }
  return font;
}

export interface PdfText {
  /** A server.report.pdf.* (or other server.*) message in the report's language. */
  t(id: string, values?: Record<string, string | number>): string;
  /** The share link's address. */
  shareUrl: string;
}

const LOCALE: Record<Language, string> = { EN: 'en-GB', CN: 'zh-CN', TC: 'zh-HK' };
const COLON: Record<Language, string> = { EN: ': ', CN: '：', TC: '：' };
const TIME_ZONE = 'Asia/Shanghai';
const COLOURS = { text: '#1a202c', muted: '#4a5568', rule: '#cbd5e0', eligible: '#276749', possible: '#975a16', notEligible: '#9b2c2c' };
const PAGE = { size: 'A4', margin: 56 } as const;

type Doc = InstanceType<typeof PDFDocument>;

/** Renders the report; resolves with the PDF bytes. */
export async function renderReportPdf(report: Report, text: PdfText): Promise<Buffer> {
  const language = report.language;
  const script: Script = language === 'TC' ? 'TC' : 'SC';
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    lang: { EN: 'en', CN: 'zh-Hans', TC: 'zh-Hant-HK' }[language],
    displayTitle: true,
    info: { Title: text.t('server.report.pdf.title'), Creator: 'Talent portal', CreationDate: new Date(report.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The Traditional face lacks some Simplified characters (a name converted imperfectly): those lines use SC.
  const registered = (name: string, font: fontkit.Font) => doc.registerFont(name, font as unknown as Buffer);
  registered('regular', face(script, 'regular'));
  registered('bold', face(script, 'bold'));
  if (script === 'TC') {
    registered('regular-sc', face('SC', 'regular'));
    registered('bold-sc', face('SC', 'bold'));
  }
  const fontFor = (weight: Weight, content: string) => {
    if (script !== 'TC') return weight;
    const tc = face('TC', weight);
    for (const char of content) if (!tc.hasGlyphForCodePoint(char.codePointAt(0)!)) return `${weight}-sc`;
    return weight;
  };

  const write = (content: string, options: { weight?: Weight; size?: number; colour?: string; indent?: number; gap?: number } = {}) => {
    const weight = options.weight ?? 'regular';
    doc.font(fontFor(weight, content)).fontSize(options.size ?? 10.5).fillColor(options.colour ?? COLOURS.text);
    const x = PAGE.margin + (options.indent ?? 0);
    const width = doc.page.width - PAGE.margin - x;
    keepRoom(doc, doc.heightOfString(content, { width }));
    doc.text(content, x, doc.y, { width, lineGap: 2 });
    if (options.gap) doc.moveDown(options.gap);
  };
  const heading = (content: string) => {
    doc.moveDown(0.8);
    keepRoom(doc, 60);
    write(content, { weight: 'bold', size: 14 });
    const y = doc.y + 2;
    doc.moveTo(PAGE.margin, y).lineTo(doc.page.width - PAGE.margin, y).lineWidth(0.5).strokeColor(COLOURS.rule).stroke();
    doc.y = y + 6;
  };
  const list = (lines: string[], numbered = false) => {
    if (lines.length === 0) write(text.t('server.report.pdf.none'), { colour: COLOURS.muted });
    lines.forEach((line, index) => write(`${numbered ? `${index + 1}.` : '•'} ${line}`, { indent: 4, gap: 0.15 }));
  };

  const date = (iso: string, withTime = false) =>
    new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: TIME_ZONE }).format(new Date(iso));

  // Title and dates
  write(text.t('server.report.pdf.title'), { weight: 'bold', size: 20, gap: 0.2 });
  write(text.t('server.report.pdf.generated', { date: date(report.createdAt) }), { colour: COLOURS.muted });
  write(text.t('server.report.pdf.shareUntil', { date: date(report.shareUntil) }), { colour: COLOURS.muted });
  write(text.shareUrl, { colour: COLOURS.muted, size: 9 });

  heading(text.t('server.report.pdf.profile'));
  writeProfile(doc, report.profile, fontFor);

  heading(text.t('server.report.pdf.benefits'));
  for (const benefit of report.benefits) writeBenefit(doc, benefit, write, text, COLON[language]);

  heading(text.t('server.report.pdf.services'));
  list(report.services.map((s) => `${s.title} (${s.documentNo})`));

  heading(text.t('server.report.pdf.events'));
  list(report.events.map((e) => `${date(e.startsAt, true)}${COLON[language]}${e.title}`));

  heading(text.t('server.report.pdf.jobs'));
  list(report.jobs.map((j) => (j.company ? `${j.title} — ${j.company}` : j.title)));

  heading(text.t('server.report.pdf.entry'));
  if (report.entry) list(report.entry.steps.map((step) => step.title), true);
  else write(text.t('server.report.pdf.entryNone'));

  heading(text.t('server.report.pdf.cost'));
  for (const item of report.cost.items) write(`${text.t(`server.report.cost.${item.item}`)}${COLON[language]}${formatYuan(item.monthly, language)}`, { gap: 0.1 });
  write(text.t('server.report.pdf.costTotal', { amount: formatYuan(report.cost.monthlyTotal, language) }), { weight: 'bold', gap: 0.2 });
  write(text.t('server.report.pdf.costNote'), { colour: COLOURS.muted, size: 9 });

  doc.moveDown(1);
  write(text.t('server.report.pdf.disclaimer'), { colour: COLOURS.muted, size: 9 });

  // Page numbers, written into each buffered page's bottom margin.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const label = text.t('server.report.pdf.page', { page: index + 1, pages: range.count });
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(fontFor('regular', label)).fontSize(8).fillColor(COLOURS.muted);
    doc.text(label, PAGE.margin, doc.page.height - PAGE.margin / 2 - 8, { width: doc.page.width - 2 * PAGE.margin, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Starts a new page unless `height` still fits above the bottom margin. */
function keepRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The answers as a two-column table: the question, muted, beside the answer. */
function writeProfile(doc: Doc, profile: Report['profile'], fontFor: (weight: Weight, content: string) => string) {
  const width = doc.page.width - 2 * PAGE.margin;
  const labelWidth = Math.round(width * 0.58);
  const valueX = PAGE.margin + labelWidth + 12;
  const valueWidth = width - labelWidth - 12;
  for (const { label, value } of profile) {
    doc.fontSize(9.5);
    const height = Math.max(
      doc.font(fontFor('regular', label)).heightOfString(label, { width: labelWidth }),
      doc.font(fontFor('bold', value)).heightOfString(value, { width: valueWidth }),
    );
    keepRoom(doc, height);
    const y = doc.y;
    doc.font(fontFor('regular', label)).fillColor(COLOURS.muted).text(label, PAGE.margin, y, { width: labelWidth });
    doc.font(fontFor('bold', value)).fillColor(COLOURS.text).text(value, valueX, y, { width: valueWidth });
    doc.x = PAGE.margin;
    doc.y = y + height + 3;
  }
}

type Write = (content: string, options?: { weight?: Weight; size?: number; colour?: string; indent?: number; gap?: number }) => void;

/** Title, verdict and amount, then each reason behind a mark that reads without colour too: ● met, ○ to do, ✕ not met. */
function writeBenefit(doc: Doc, benefit: ReportBenefit, write: Write, text: PdfText, colon: string) {
  doc.moveDown(0.5);
  keepRoom(doc, 70);
  write(benefit.title, { weight: 'bold', size: 11.5 });
  write(`${text.t(`server.report.pdf.verdict.${benefit.verdict}`)} · ${benefit.documentNo}`, { weight: 'bold', size: 9.5, colour: COLOURS[benefit.verdict] });
  if (benefit.amount) write(text.t('server.report.pdf.amount', { amount: benefit.amount }), { size: 10 });
  for (const reason of benefit.reasons) {
    const label = text.t(`server.report.pdf.reason.${reason.kind}`);
    const line = `${label}${colon}${reason.text}`;
    keepRoom(doc, 14);
    const x = PAGE.margin + 6;
    const y = doc.y + 5.5;
    const colour = reason.kind === 'met' ? COLOURS.eligible : reason.kind === 'missing' ? COLOURS.possible : COLOURS.notEligible;
    if (reason.kind === 'met') doc.circle(x, y, 2.6).fillColor(colour).fill();
    else if (reason.kind === 'missing') doc.circle(x, y, 2.4).lineWidth(0.9).strokeColor(colour).stroke();
    else doc.moveTo(x - 2.5, y - 2.5).lineTo(x + 2.5, y + 2.5).moveTo(x + 2.5, y - 2.5).lineTo(x - 2.5, y + 2.5).lineWidth(1).strokeColor(colour).stroke();
    write(line, { indent: 14, size: 9.5, gap: 0.1 });
  }
}
