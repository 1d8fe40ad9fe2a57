import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { guardRoutes } from '../../lib/route-guard.js';
import { authError } from '../../services/auth/auth-errors.js';
import { EntryChecklistService } from '../../services/tools/entry-checklist.js';
import { ENTRY_IDENTITIES, ENTRY_TIMINGS, entryStepCatalog } from '../../services/tools/entry-steps.js';
import { LanguageParam } from '../content/schemas.js';

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Union(values.map((v) => Type.Literal(v)), { description });

const Identity = literals(ENTRY_IDENTITIES, 'foreigner, or hkMacao (a Hong Kong or Macao resident)');
const Timing = literals(ENTRY_TIMINGS, 'before or after entry');
const StepId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });

export const EntryStepsQuery = Type.Object({ identity: Identity, timing: Timing, language: LanguageParam });
export const EntryChecklistQuery = Type.Object({ identity: Identity, timing: Timing, language: LanguageParam });

export const EntryStepLink = Type.Object({
  kind: Type.Union([Type.Literal('service'), Type.Literal('benefit'), Type.Literal('page')]),
  documentNo: Type.Optional(Type.String({ description: 'The service or benefit (absent for pages of the app)' })),
  route: Type.Optional(Type.String({ description: "The app's page the link opens, with its query" })),
  label: Type.String(),
});
export const EntryStep = Type.Object({
  id: Type.String({ description: 'Stable: checklists keep it' }),
  title: Type.String(),
  summary: Type.String(),
  documents: Type.Array(Type.String()),
  where: Type.String(),
  duration: Type.String(),
  cost: Type.String(),
  links: Type.Array(EntryStepLink),
});
export const EntrySteps = Type.Object({ identity: Identity, timing: Timing, steps: Type.Array(EntryStep) });

export const EntryChecklistBody = Type.Object(
  {
    identity: Identity,
    timing: Timing,
    ticked: Type.Array(StepId, { maxItems: 50, description: 'Ids of the ticked steps of this identity and timing; repeats are kept once' }),
  },
  { additionalProperties: false },
);
export const EntryChecklist = Type.Object({ ticked: Type.Array(Type.String(), { description: 'In step order' }) });

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope };

function userOf(request: FastifyRequest): number {
  if (!request.session) throw authError('unauthorized');
  return request.session.user.id;
}

/** Entry preparation (issue #11): the steps of each identity and timing, and the signed-in visitor's checklist. */
const entryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Read and checked now, so a broken data file stops the start with its name and field.
  const catalog = entryStepCatalog();
  const checklists = new EntryChecklistService(app.db, catalog, app.auth.clock);

  app.get(
    '/entry-steps',
    {
      schema: {
        tags: ['tools'],
        summary: 'The entry-preparation steps of one identity and timing, in order: documents, where, how long, cost and links to services, benefits and pages',
        querystring: EntryStepsQuery,
        response: { 200: successEnvelope(EntrySteps), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { identity, timing, language = 'CN' } = request.query;
      // The data changes only with a deployment.
      reply.header('cache-control', 'public, max-age=300');
      return ok({ identity, timing, steps: catalog.steps(identity, timing, language) });
    },
  );

  // Signed in before anything else is looked at (the limiter's hook still runs first).
  const checklistRoutes: FastifyPluginAsyncTypebox = async (signedIn) => {
    guardRoutes(signedIn, async (request, reply) => signedIn.authenticate(request, reply));

    signedIn.get(
      '/entry-checklist',
      {
        schema: {
          tags: ['tools'],
          summary: 'My ticked entry-preparation steps for one identity and timing (empty when none are saved)',
          querystring: EntryChecklistQuery,
          response: { 200: successEnvelope(EntryChecklist), ...errors },
        },
      },
      async (request) => {
        const { identity, timing } = request.query;
        return ok({ ticked: await checklists.ticked(userOf(request), identity, timing) });
      },
    );

    signedIn.put(
      '/entry-checklist',
      {
        schema: {
          tags: ['tools'],
          summary: 'Replace my ticked steps for one identity and timing; an id that is no step of it is refused (400, data.step)',
          body: EntryChecklistBody,
          response: { 200: successEnvelope(EntryChecklist), ...errors },
        },
      },
      async (request) => {
        const { identity, timing, ticked } = request.body;
        return ok({ ticked: await checklists.save(userOf(request), identity, timing, ticked) });
      },
    );
  };
  await app.register(checklistRoutes);
};

export default entryRoutes;
