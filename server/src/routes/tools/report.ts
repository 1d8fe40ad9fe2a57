import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { Language } from '../../lib/i18n.js';
import { authError } from '../../services/auth/auth-errors.js';
import { Throttle } from '../../services/auth/throttle.js';
import { contentOf } from '../../services/content/content-context.js';
import { DEFAULT_CALCULATOR_ANSWERS, estimateCost } from '../../services/tools/cost-of-living.js';
import { listEntrySteps } from '../../services/tools/entry-steps.js';
import { QUESTION_KINDS, TOPIC_IDS, loadReportData, type ReportData } from '../../services/tools/report-data.js';
import { renderReportPdf } from '../../services/tools/report-pdf.js';
import { REPORT_ID_PATTERN, REPORT_SHARE_DAYS, ReportService } from '../../services/tools/report-service.js';
import { LanguageParam } from '../content/schemas.js';

/** The routes live inside the encapsulated route plugins; callers holding the root app (tests, the bench) find the service here. */
const services = new WeakMap<object, ReportService>();

export function reportsOf(app: FastifyInstance): ReportService {
  const service = services.get(app.server);
  if (!service) throw new Error('report routes are not registered on this app');
  return service;
}

/** Anonymous reports past their share period are deleted this often (and at start). */
export const REPORT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Generating a report and making its PDF cost more than a read: a tighter per-minute limit per client address. */
const HEAVY_ROUTE_WINDOW_MS = 60_000;

const literals = <T extends readonly string[]>(values: T, options: { description?: string } = {}) => Type.Union(values.map((v) => Type.Literal(v)), options);
const LanguageCode = literals(['EN', 'CN', 'TC'] as const);
const Verdict = literals(['eligible', 'possible', 'notEligible'] as const);
const AnswerValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]);

const ReportQuestion = Type.Object({
  id: Type.String({ description: 'Stable: answers are keyed by it' }),
  label: Type.String(),
  help: Type.Optional(Type.String()),
  kind: literals(QUESTION_KINDS),
  required: Type.Boolean({ description: 'While the question is shown' }),
  options: Type.Optional(Type.Array(Type.Object({ id: Type.String(), label: Type.String() }))),
  min: Type.Optional(Type.Integer()),
  max: Type.Optional(Type.Integer()),
  unit: Type.Optional(Type.String()),
  minItems: Type.Optional(Type.Integer({ description: 'multi: at least this many options' })),
  notAbove: Type.Optional(Type.String({ description: 'number: may not exceed the answer to this question' })),
  showIf: Type.Optional(Type.Object({ question: Type.String(), in: Type.Array(Type.String()) }, { description: 'Asked only when that question is answered with one of these options' })),
});
export const Questionnaire = Type.Object({
  topics: Type.Array(
    Type.Object({ id: literals(TOPIC_IDS), title: Type.String(), intro: Type.String(), questions: Type.Array(ReportQuestion) }),
    { description: 'The five topics, in page order' },
  ),
});

export const Report = Type.Object({
  id: Type.String({ description: '32 hex digits; the share link carries only this' }),
  createdAt: Type.String({ description: 'ISO 8601 instant' }),
  shareUntil: Type.String({ description: `ISO 8601: the share link works until then (${REPORT_SHARE_DAYS} days)` }),
  language: LanguageCode,
  answers: Type.Record(Type.String(), AnswerValue, { description: 'As validated and stored (answers to hidden questions dropped)' }),
  profile: Type.Array(Type.Object({ label: Type.String(), value: Type.String() }), { description: 'The answers, localized' }),
  benefits: Type.Array(
    Type.Object({
      documentNo: Type.String(),
      title: Type.String(),
      summary: Type.String(),
      contentType: Type.String(),
      verdict: Verdict,
      amount: Type.Optional(Type.String({ description: 'Localized amount with its formula; absent when not eligible' })),
      reasons: Type.Array(Type.Object({ kind: literals(['met', 'missing', 'failed'] as const), text: Type.String() })),
    }),
    { description: 'Eligible first, then possible, then not eligible' },
  ),
  services: Type.Array(Type.Object({ documentNo: Type.String(), title: Type.String(), summary: Type.String() })),
  events: Type.Array(Type.Object({ documentNo: Type.String(), title: Type.String(), startsAt: Type.String() }), { description: 'Upcoming' }),
  jobs: Type.Array(Type.Object({ documentNo: Type.String(), title: Type.String(), company: Type.String() }), { description: 'Open, in the visitor’s field' }),
  entry: Type.Union([
    Type.Object({ identity: literals(['foreigner', 'hkMacao'] as const), timing: literals(['before', 'after'] as const), steps: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })) }),
    Type.Null({ description: 'A mainland citizen needs no entry preparation' }),
  ]),
  cost: Type.Object({
    monthlyTotal: Type.Number(),
    items: Type.Array(Type.Object({ item: Type.String(), monthly: Type.Number() })),
    dataDate: Type.String({ description: '2022-11' }),
  }),
});

const ReportListItem = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  shareUntil: Type.String(),
  eligibleCount: Type.Integer({ description: 'Benefits the answers make the visitor eligible for' }),
});

const CreateBody = Type.Object(
  {
    answers: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), {
      maxProperties: 60,
      description: 'Question id → answer: an option id (single), option ids (multi), a whole number (number), true/false (boolean), a countryid (country). Checked against the questionnaire; answers to hidden questions are dropped',
    }),
  },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ pattern: REPORT_ID_PATTERN, description: 'The report id (32 lowercase hex digits)' }) });
const LanguageQuery = Type.Object({ language: LanguageParam });

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope };
const BEARER = /^Bearer\s+(\S+)$/i;
const LOCALIZED_QUESTIONNAIRE = new Map<Language, unknown>();

/** The questionnaire in one language, as the client renders it. */
function localizedQuestionnaire(data: ReportData, language: Language) {
  let cached = LOCALIZED_QUESTIONNAIRE.get(language);
  if (!cached) {
    cached = {
      topics: data.questionnaire.topics.map((topic) => ({
        id: topic.id,
        title: topic.title[language],
        intro: topic.intro[language],
        questions: topic.questions.map(({ label, help, options, unit, ...rest }) => ({
          ...rest,
          label: label[language],
          ...(help ? { help: help[language] } : {}),
          ...(options ? { options: options.map((o) => ({ id: o.id, label: o.label[language] })) } : {}),
          ...(unit ? { unit: unit[language] } : {}),
        })),
      })),
    };
    LOCALIZED_QUESTIONNAIRE.set(language, cached);
  }
  return cached as { topics: never[] };
}

/** The talent report (issue #11): questionnaire, generation, the share link, its PDF and "my reports". */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Read and checked now, so a broken data file stops the start with its name and field.
  const data = loadReportData();
  const { clock, templates, sessions } = app.auth;
  const service = new ReportService({
    db: app.db,
    clock,
    throttle: new Throttle(app.db, clock),
    content: contentOf(app),
    data,
    t: (language, id, values) => templates.t(language, id, values),
    tools: {
      entrySteps: (identity, timing, language) => listEntrySteps(identity, timing, language),
      costEstimate: (language) => estimateCost(DEFAULT_CALCULATOR_ANSWERS, language),
    },
  });
  services.set(app.server, service);
  const publicUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;

  // Every instance may purge: the delete is idempotent.
  const purge = setInterval(() => {
    service.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'talent report purge failed'));
  }, REPORT_PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onReady', async () => void (await service.purgeExpired()));
  app.addHook('onClose', async () => clearInterval(purge));

  /** The signed-in user, if any. `strict`: a token that names no session is refused rather than ignored. */
  const userOf = async (request: FastifyRequest, strict: boolean): Promise<number | null> => {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const token = BEARER.exec(header)?.[1];
    const session = token ? await sessions.find(token) : undefined;
    if (session) {
      request.session = session;
      return session.user.id;
    }
    if (strict) throw authError('unauthorized');
    return null;
  };
  const signedIn = async (request: FastifyRequest): Promise<number> => {
    const userId = await userOf(request, true);
    if (userId === null) throw authError('unauthorized');
    return userId;
  };
  const explicitLanguage = (query: { language?: string }) => query.language as Language | undefined;
  const heavy = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: HEAVY_ROUTE_WINDOW_MS } };

  app.get(
    '/report/questionnaire',
    {
      schema: {
        tags: ['tools'],
        summary: 'The talent report’s questionnaire: five topics, their questions (kind, range, options, when shown) in the requested language',
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Questionnaire), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // Without ?language= the answer follows Accept-Language.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return ok(localizedQuestionnaire(data, app.languageOf(request)));
    },
  );

  app.post(
    '/reports',
    {
      config: heavy,
      schema: {
        tags: ['tools'],
        summary: `Generate a talent report from the answers: stored with a ${REPORT_SHARE_DAYS}-day share link (and in "my reports" when signed in). Every answer is checked against the questionnaire (400 names the question in data.field); at most ${service.limits.perAddress.max} reports an hour per client address`,
        querystring: LanguageQuery,
        body: CreateBody,
        response: { 200: successEnvelope(Report), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await userOf(request, true);
      reply.header('cache-control', 'no-store');
      return ok(await service.create(request.body.answers, app.languageOf(request), request.ip, userId));
    },
  );

  app.get(
    '/reports/mine',
    {
      schema: {
        tags: ['tools'],
        summary: 'My talent reports, newest first (Bearer token)',
        response: { 200: successEnvelope(Type.Object({ items: Type.Array(ReportListItem) })), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await signedIn(request);
      reply.header('cache-control', 'no-store');
      return ok({ items: await service.mine(userId) });
    },
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        tags: ['tools'],
        summary: `A talent report by its share link, in ?language= (else the language it was made in); 404 after its ${REPORT_SHARE_DAYS} days unless its signed-in owner asks`,
        params: IdParams,
        querystring: LanguageQuery,
        response: { 200: successEnvelope(Report), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await userOf(request, false);
      reply.header('cache-control', 'no-store');
      return ok(await service.get(request.params.id, userId, explicitLanguage(request.query)));
    },
  );

  app.get(
    '/reports/:id/pdf',
    {
      config: heavy,
      schema: {
        tags: ['tools'],
        summary: 'The talent report as a PDF made on the server (attachment), in ?language= (else the report’s language); readable like the report',
        params: IdParams,
        querystring: LanguageQuery,
        produces: ['application/pdf'],
        response: {
          200: Type.Unknown({ description: 'application/pdf', contentMediaType: 'application/pdf' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = await userOf(request, false);
      const report = await service.get(request.params.id, userId, explicitLanguage(request.query));
      const shareUrl = `${publicUrl}/pages/reports/reportstep?report=${report.id}&language=${report.language}`;
      const pdf = await renderReportPdf(report, { t: (id, values) => templates.t(report.language, id, values), shareUrl });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`talent-report-${report.createdAt.slice(0, 10)}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.delete(
    '/reports/:id',
    {
      schema: {
        tags: ['tools'],
        summary: 'Delete one of my talent reports (Bearer token); another account’s report is a 404',
        params: IdParams,
        response: { 200: successEnvelope(Type.Object({})), ...errors },
      },
    },
    async (request) => {
      const userId = await signedIn(request);
      await service.remove(userId, request.params.id);
      return ok({});
    },
  );
};

export default reportRoutes;
