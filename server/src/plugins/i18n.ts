import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadCatalog, resolveLanguage, translate, type Catalog, type Language } from '../lib/i18n.js';
import type { MessageValues } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Localizes a server.* message id for a request (language param, Accept-Language, else CN). */
    t(request: FastifyRequest, id: string, values?: MessageValues): string;
    /** Localizes a server.* message id in a language already decided (e.g. a page's, from its cookie). */
    tIn(language: Language, id: string, values?: MessageValues): string;
    languageOf(request: FastifyRequest): Language;
  }
}

export interface I18nPluginOptions {
  localesDir?: URL | string;
}

export default fp<I18nPluginOptions>(
  async (app, options) => {
    const catalog: Catalog = loadCatalog(options.localesDir);
    const languageOf = (request: { url: string; headers: Record<string, unknown> }) => {
      const header = request.headers['accept-language'];
      return resolveLanguage(request.url, typeof header === 'string' ? header : undefined);
    };
    app.decorate('languageOf', languageOf);
    app.decorate('t', (request, id, values) => translate(catalog, languageOf(request), id, values));
    app.decorate('tIn', (language: Language, id: string, values?: MessageValues) => translate(catalog, language, id, values));
  },
  { name: 'i18n' },
);
