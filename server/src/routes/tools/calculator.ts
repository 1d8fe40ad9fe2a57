import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { COST_ITEMS, calculatorQuestions, estimateCost, parseCalculatorAnswers } from '../../services/tools/cost-of-living.js';
import { LanguageParam } from '../content/schemas.js';

const DataDate = Type.Literal('2022-11', { description: 'Figures last updated November 2022 (spec §9)' });

const CalculatorQuestionsAnswer = Type.Object({
  questions: Type.Array(
    Type.Object({
      id: Type.String({ description: 'The query parameter that carries its answer' }),
      title: Type.String(),
      help: Type.Optional(Type.String()),
      options: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), hint: Type.Optional(Type.String()) })),
    }),
    { description: 'In page order' },
  ),
  dataDate: DataDate,
  currency: Type.Literal('CNY'),
});

const CostEstimateAnswer = Type.Object({
  items: Type.Array(
    Type.Object({
      item: Type.Union(COST_ITEMS.map((item) => Type.Literal(item))),
      monthly: Type.Integer({ description: 'RMB a month, one adult (plus the children’s schooling)' }),
      hongKongMonthly: Type.Integer({ description: 'The same basket at Hong Kong prices, RMB a month' }),
      source: Type.String({ description: 'Where the figures come from' }),
    }),
    { description: `The eight items, in this order: ${COST_ITEMS.join(', ')}` },
  ),
  monthlyTotal: Type.Integer(),
  hongKongMonthlyTotal: Type.Integer(),
  dataDate: DataDate,
  support: Type.Array(
    Type.Object({ documentNo: Type.String(), title: Type.String(), text: Type.String({ description: 'Amount and condition' }) }),
    { description: 'Benefits the visitor may receive: shown beside the estimate, never subtracted from it' },
  ),
});

/** One optional parameter per question (the handler names a missing or unknown one); others are refused there too. */
const EstimateQuery = Type.Object(
  {
    language: LanguageParam,
    ...Object.fromEntries(
      calculatorQuestions('EN').questions.map((question) => [
        question.id,
        Type.Optional(Type.String({ maxLength: 40, description: `${question.title} One of: ${question.options.map((option) => option.id).join(', ')}` })),
      ]),
    ),
  },
  { additionalProperties: true },
);

/** Answers a minute old are as good as new: the figures change only with a new release. */
const CACHE_HEADERS = { 'cache-control': 'public, max-age=60', vary: 'accept-language' };

/** The cost-of-living calculator (issue #11): its questions, and the estimate of a set of answers. */
const calculatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tools/calculator',
    {
      schema: {
        tags: ['tools'],
        summary: 'The cost-of-living calculator’s questions and their options, in page order',
        querystring: Type.Object({ language: LanguageParam }),
        response: { 200: successEnvelope(CalculatorQuestionsAnswer) },
      },
    },
    async (request, reply) => {
      reply.headers(CACHE_HEADERS);
      return ok(calculatorQuestions(app.languageOf(request)));
    },
  );

  app.get(
    '/api/tools/calculator/estimate',
    {
      schema: {
        tags: ['tools'],
        summary:
          'Itemised monthly living costs in RMB for one adult (data of November 2022), the same basket in Hong Kong, and the support the visitor may receive. Every question answered: `?<questionId>=<optionId>&…`',
        querystring: EstimateQuery,
        response: { 200: successEnvelope(CostEstimateAnswer), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { language: _language, ...answers } = request.query as Record<string, unknown>;
      const estimate = estimateCost(parseCalculatorAnswers(answers), app.languageOf(request));
      reply.headers(CACHE_HEADERS);
      return ok(estimate);
    },
  );
};

export default calculatorRoutes;
