import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { Throttle } from '../../services/auth/throttle.js';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../services/contact/contact-rules.js';
import { CONTACT_LIMITS, ContactService, DUPLICATE_SECONDS } from '../../services/contact/contact-service.js';

/** The routes live inside the encapsulated route plugins; callers holding the root app find the service here. */
const services = new WeakMap<object, ContactService>();

export function contactOf(app: FastifyInstance): ContactService {
  const service = services.get(app.server);
  if (!service) throw new Error('contact routes are not registered on this app');
  return service;
}

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

// Shapes only: the rules are checked by the service so each failure gets the form's own message and field.
const Text = (description: string) => Type.Optional(Type.String({ description }));

export const ContactBody = Type.Object({
  name: Text(`Required, at most ${CONTACT_NAME_MAX} characters`),
  email: Text('Required e-mail address; the acknowledgement goes there'),
  phone: Text('Required, international form with the country code, e.g. +852 9123 4567'),
  message: Text(`Optional, at most ${CONTACT_MESSAGE_MAX} characters`),
  website: Text('Leave empty (a field people never see)'),
});

export const ContactReceipt = Type.Object({
  reference: Type.String({ description: 'Quoted in the acknowledgement, e.g. ITH-261123-7KQ4M2' }),
  dueAt: Type.String({ description: 'ISO 8601: the hub will have contacted the visitor by then' }),
  hours: Type.Integer({ description: 'The promise in hours (48)' }),
});

/** The International Talent Hub's contact form (spec §2 "ith", §3, §8): a call the spec leaves to us. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { clock, outbox, mail, templates } = app.auth;
  const service = new ContactService({
    db: app.db,
    clock,
    throttle: new Throttle(app.db, clock),
    outbox,
    sender: mail,
    templates,
    log: app.log,
    inbox: app.config.contactInbox,
    publicUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
  });
  services.set(app.server, service);
  // Every instance may purge: the delete is idempotent.
  const purge = setInterval(() => {
    service.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'contact request purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onReady', async () => void (await service.purgeExpired()));
  app.addHook('onClose', async () => clearInterval(purge));
  if (!app.config.contactInbox) app.log.warn('CONTACT_INBOX is not set: contact requests are stored and acknowledged, nobody is notified');

  app.post(
    '/api/ith/contact',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        summary: `Ask the International Talent Hub to call back within 48 hours. At most ${CONTACT_LIMITS.perAddress.max} requests an hour per client address and ${CONTACT_LIMITS.perEmail.max} a day per e-mail; the same request within ${DUPLICATE_SECONDS} s is answered with the first one`,
        body: ContactBody,
        response: { 200: successEnvelope(ContactReceipt), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    // The acknowledgement and the messages are in the request's language (`?language=`, else Accept-Language).
    async (request) => ok(await service.submit(request.body, app.languageOf(request), request.ip)),
  );
};

export default contactRoutes;
