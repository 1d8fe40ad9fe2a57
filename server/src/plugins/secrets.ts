import fp from 'fastify-plugin';
import { resolveSecretBox, type SecretBox } from '../services/auth/secret-box.js';
import { sealTotpSecrets } from '../services/console/second-factor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens stored secrets with SECRET_KEY (issue #29 §7). */
    secretBox: SecretBox;
  }
}

/**
 * The key that seals stored secrets, and the data step that seals what an older version or key left: TOTP secrets in
 * clear become sealed at the first start of this version, secrets of a previous key are sealed again with the current.
 */
export default fp(
  async (app) => {
    const { secretKeys, dataDir, databaseUrl } = app.config;
    const { box, origin, file } = resolveSecretBox({ ...secretKeys, dataDir });
    if (databaseUrl && (origin === 'generated' || origin === 'file')) {
      // Another instance on the same database with a key of its own could not open what this one seals.
      app.log.warn({ file }, 'DATABASE_URL is set but SECRET_KEY is not: this instance seals with its own key file; give every instance the same SECRET_KEY');
    } else if (origin === 'generated') {
      app.log.warn(
        { file },
        'SECRET_KEY is not set: a key was generated and kept in this file; back it up apart from the database, and set SECRET_KEY (the same on every instance) in production',
      );
    }
    const { sealed, unreadable } = await sealTotpSecrets(app.db, box, app.log);
    if (sealed > 0 || unreadable > 0) app.log.info({ sealed, unreadable, keyId: box.currentKeyId }, 'stored secrets sealed with the current key');
    app.decorate('secretBox', box);
  },
  { name: 'secrets', dependencies: ['db'] },
);
