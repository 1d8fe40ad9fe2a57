import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CONTENT_LANGUAGES, CONTENT_SECTIONS } from '../../db/schema/content.js';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import type { EditorActor, EditorialService } from '../../services/editorial/editorial-service.js';
import { sectionList } from '../../services/editorial/field-specs.js';
import { readPublic } from '../../services/editorial/preview.js';

const literals = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description === undefined ? {} : { description },
  );

const Lang = literals(CONTENT_LANGUAGES);
const Section = literals(CONTENT_SECTIONS);
const Status = literals(['missing', 'draft', 'published', 'scheduled', 'archived'] as const);
const Trilingual = Type.Object({ EN: Type.String(), CN: Type.String(), TC: Type.String() });
const Json = Type.Record(Type.String(), Type.Unknown());
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The version the change is based on' });
const Languages = Type.Array(Lang, { minItems: 1, maxItems: 3, uniqueItems: true });

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

const FieldSpec = Type.Object({
  path: Type.String({ description: 'Dotted; relative to `shared` (localized false) or to each translation (localized true)' }),
  localized: Type.Boolean(),
  kind: literals(['text', 'textarea', 'markdown', 'number', 'date', 'datetime', 'enum', 'enumList', 'stringList', 'image', 'boolean', 'json'] as const),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
  maxLength: Type.Optional(Type.Integer()),
  label: Trilingual,
  kinds: Type.Optional(Type.Array(Type.String(), { description: 'Sections of several kinds: the kinds the field belongs to' })),
});

const LangState = Type.Object({
  status: Status,
  changed: Type.Boolean({ description: 'The draft differs from what is published' }),
  machineDrafted: Type.Boolean(),
  publishAt: Type.Optional(Type.String()),
  unpublishAt: Type.Optional(Type.String()),
});
const ByLang = <T extends ReturnType<typeof Type.Object> | ReturnType<typeof Type.Array>>(schema: T) => Type.Object({ EN: schema, CN: schema, TC: schema });

const ScheduleRow = Type.Object({
  id: Type.Integer(),
  language: Lang,
  action: literals(['publish', 'unpublish'] as const),
  runAt: Type.String(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  doneAt: Type.Union([Type.String(), Type.Null()]),
  canceledAt: Type.Union([Type.String(), Type.Null()]),
  failure: Type.Union([Type.String(), Type.Null()]),
});

const EditorDocument = Type.Object({
  documentNo: Type.String(),
  section: Section,
  kind: Type.String({ description: '`default`, or the kind of a home block (hero, journey, hkMacaoTeaser, usefulLink) or hub document (hub, enterprise)' }),
  version: Type.Integer(),
  shared: Json,
  translations: Type.Object({ EN: Type.Optional(Json), CN: Type.Optional(Json), TC: Type.Optional(Json) }),
  languages: ByLang(LangState),
  fallback: ByLang(Type.Array(Type.String())),
  machineDrafted: ByLang(Type.Array(Type.String())),
  schedule: Type.Array(ScheduleRow),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

const DiffEntry = Type.Object({ path: Type.String(), language: Type.Union([Lang, Type.Null()]), before: Type.Unknown(), after: Type.Unknown() });

const ListItem = Type.Object({
  documentNo: Type.String(),
  section: Section,
  title: Type.String(),
  languages: ByLang(LangState),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});

const DocumentParams = Type.Object({ no: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$', description: 'Document number' }) });
const RevisionParams = Type.Object({ no: DocumentParams.properties.no, rev: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const ScheduleParams = Type.Object({ no: DocumentParams.properties.no, id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const LanguageQuery = Type.Object({ language: Type.Optional(Lang) });

const tags = ['console'];
const denied = { 401: ErrorEnvelope, 403: ErrorEnvelope, 429: ErrorEnvelope };
const perDocument = { 400: ErrorEnvelope, 404: ErrorEnvelope, ...denied };
const writing = { ...perDocument, 409: ErrorEnvelope, 422: ErrorEnvelope };

/**
 * The content API of the editors' console (issue #13), under /api/console/content. Every change names the version it
 * is based on; drafts may be incomplete, publishing validates against the seed's schemas.
 */
export const contentRoutes =
  (service: EditorialService, actorOf: (request: FastifyRequest) => EditorActor, clock: { now(): Date }): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/content/sections',
      {
        schema: {
          tags,
          summary: 'The sections with their form fields (derived from the seed schemas) and whether the caller may edit them',
          response: { 200: successEnvelope(Type.Array(Type.Object({ section: Section, label: Trilingual, fields: Type.Array(FieldSpec), canEdit: Type.Boolean() }))), ...denied },
        },
      },
      async (request) => {
        const { sections } = actorOf(request);
        return ok(sectionList((section) => sections.includes(section)));
      },
    );

    app.get(
      '/content',
      {
        schema: {
          tags,
          summary: 'Documents of the sections the caller edits, most recently changed first',
          querystring: Type.Object({
            section: Type.Optional(Section),
            q: Type.Optional(Type.String({ maxLength: 100 })),
            status: Type.Optional(Status),
            language: Type.Optional(Lang),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
            pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
          }),
          response: { 200: successEnvelope(Type.Object({ list: Type.Array(ListItem), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() })), 400: ErrorEnvelope, ...denied },
        },
      },
      async (request) => {
        const { section, q, status, page = 1, pageSize = PAGE_SIZE_DEFAULT } = request.query;
        const filter = { page, pageSize, ...(section ? { section } : {}), ...(q ? { q } : {}), ...(status ? { status } : {}) };
        return ok(await service.list(actorOf(request), filter, app.languageOf(request)));
      },
    );

    app.post(
      '/content',
      {
        schema: {
          tags,
          summary: 'Create an empty draft (the number is made per section when not given)',
          body: Type.Object({ section: Section, documentNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' })) }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.create(actorOf(request), request.body.section, request.body.documentNo)),
    );

    app.get(
      '/content/:no',
      { schema: { tags, summary: 'The editor document: shared fields, the three translations, states, fallbacks, schedule', params: DocumentParams, response: { 200: successEnvelope(EditorDocument), ...perDocument } } },
      async (request) => ok(await service.open(actorOf(request), request.params.no)),
    );

    app.put(
      '/content/:no',
      {
        schema: {
          tags,
          summary: 'Save the draft (incomplete allowed) as a new revision; a stale version is refused with 409 and the other change',
          params: DocumentParams,
          body: Type.Object(
            { version: Version, shared: Json, translations: Type.Object({ EN: Type.Optional(Json), CN: Type.Optional(Json), TC: Type.Optional(Json) }, { additionalProperties: false }) },
            { additionalProperties: false },
          ),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => {
        const { version, shared, translations } = request.body;
        return ok(await service.save(actorOf(request), request.params.no, version, { shared, translations }));
      },
    );

    app.post(
      '/content/:no/convert',
      {
        schema: {
          tags,
          summary: 'Draft TC from CN (OpenCC Simplified → Traditional Hong Kong); the converted fields are marked machine-drafted',
          params: DocumentParams,
          body: Type.Object({ version: Version, from: Type.Literal('CN'), to: Type.Literal('TC') }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.convert(actorOf(request), request.params.no, request.body.version)),
    );

    app.post(
      '/content/:no/publish',
      {
        schema: {
          tags,
          summary: 'Publish languages (CN first or together); 422 names every missing or invalid field by language and path',
          params: DocumentParams,
          body: Type.Object({ version: Version, languages: Languages }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.publish(actorOf(request), request.params.no, request.body.version, request.body.languages)),
    );

    app.post(
      '/content/:no/unpublish',
      {
        schema: {
          tags,
          summary: 'Take languages off the public site (CN last or together)',
          params: DocumentParams,
          body: Type.Object({ version: Version, languages: Languages }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.unpublish(actorOf(request), request.params.no, request.body.version, request.body.languages)),
    );

    app.post(
      '/content/:no/archive',
      {
        schema: {
          tags,
          summary: 'Archive: off the public site in every language, pending schedules canceled',
          params: DocumentParams,
          body: Type.Object({ version: Version }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.archive(actorOf(request), request.params.no, request.body.version)),
    );

    app.post(
      '/content/:no/schedule',
      {
        schema: {
          tags,
          summary: 'Publish or unpublish one language at an instant (ISO 8601 with offset, e.g. China time +08:00)',
          params: DocumentParams,
          body: Type.Object(
            {
              version: Version,
              language: Lang,
              action: literals(['publish', 'unpublish'] as const),
              at: Type.String({ minLength: 16, maxLength: 40, description: 'e.g. 2026-05-01T09:00:00+08:00' }),
            },
            { additionalProperties: false },
          ),
          response: {
            200: successEnvelope(Type.Object({ ...ScheduleRow.properties, version: Type.Integer({ description: "The document's version after scheduling (a revision)" }) })),
            ...writing,
          },
        },
      },
      async (request) => {
        const { version, language, action, at } = request.body;
        return ok(await service.schedule(actorOf(request), request.params.no, version, { language, action, at }));
      },
    );

    app.delete(
      '/content/:no/schedule/:id',
      { schema: { tags, summary: 'Cancel a pending scheduled change', params: ScheduleParams, response: { 200: successEnvelope(EditorDocument), ...writing } } },
      async (request) => ok(await service.unschedule(actorOf(request), request.params.no, request.params.id)),
    );

    app.get(
      '/content/:no/revisions',
      {
        schema: {
          tags,
          summary: 'Every revision, newest first, with its field-level diff',
          params: DocumentParams,
          response: {
            200: successEnvelope(Type.Array(Type.Object({ revisionNo: Type.Integer(), kind: Type.String(), authorLabel: Type.String(), createdAt: Type.String(), diff: Type.Array(DiffEntry) }))),
            ...perDocument,
          },
        },
      },
      async (request) => ok(await service.revisions(actorOf(request), request.params.no)),
    );

    app.get(
      '/content/:no/revisions/:rev',
      {
        schema: {
          tags,
          summary: 'One revision: the document as it was then',
          params: RevisionParams,
          response: {
            200: successEnvelope(
              Type.Object({
                revisionNo: Type.Integer(),
                kind: Type.String(),
                authorLabel: Type.String(),
                createdAt: Type.String(),
                diff: Type.Array(DiffEntry),
                shared: Json,
                translations: Type.Object({ EN: Type.Optional(Json), CN: Type.Optional(Json), TC: Type.Optional(Json) }),
                statuses: Type.Record(Type.String(), Type.String()),
              }),
            ),
            ...perDocument,
          },
        },
      },
      async (request) => ok(await service.revision(actorOf(request), request.params.no, request.params.rev)),
    );

    app.post(
      '/content/:no/revisions/:rev/restore',
      {
        schema: {
          tags,
          summary: 'Restore a revision as a new draft revision (published languages stay as they are until published)',
          params: RevisionParams,
          body: Type.Object({ version: Version }, { additionalProperties: false }),
          response: { 200: successEnvelope(EditorDocument), ...writing },
        },
      },
      async (request) => ok(await service.restore(actorOf(request), request.params.no, request.params.rev, request.body.version)),
    );

    app.get(
      '/content/:no/preview',
      {
        schema: {
          tags,
          summary: "The draft as the public API would return it (the public endpoint's own query and mapper) and the public page's path",
          params: DocumentParams,
          querystring: LanguageQuery,
          response: { 200: successEnvelope(Type.Object({ section: Section, route: Type.String(), data: Type.Unknown() })), ...perDocument },
        },
      },
      async (request) => {
        const language = request.query.language ?? app.languageOf(request);
        const now = clock.now();
        const result = await service.preview(actorOf(request), request.params.no, (tx, row) =>
          readPublic(tx, row.section, row.documentNo, (row.draft as { shared?: Record<string, unknown> }).shared ?? {}, language, now),
        );
        return ok(result);
      },
    );
  };
