import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, ok, successEnvelope } from '../../lib/envelope.js';
import { KioskService } from '../../services/kiosk/kiosk-service.js';
import { HeartbeatBody, HeartbeatReceipt } from './schemas.js';

/**
 * The service-hall terminals' heartbeat (issue #12 §6). No session: a kiosk between visitors has none, and the beat
 * names a device, never a person. It carries the device key of the console's registration (issue #29 §10); a beat of
 * an unknown device or with a wrong key is refused (401) and changes nothing. Limited per client address like every
 * API route.
 */
const kioskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = new KioskService({ db: app.db, clock: app.auth.clock });

  app.post(
    '/heartbeat',
    {
      schema: {
        tags: ['kiosk'],
        summary: "A kiosk's heartbeat (every 60 s): device id and key, app version, current route without query, online state",
        body: HeartbeatBody,
        response: { 200: successEnvelope(HeartbeatReceipt), 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => ok(await service.beat(request.body)),
  );
};

export default kioskRoutes;
