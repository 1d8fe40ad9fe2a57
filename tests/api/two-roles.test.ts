import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/src/app.js';
import { grantApplicationRole } from '../../server/src/db/app-role.js';
import { recordAudit } from '../../server/src/services/console/audit.js';
import { buildTestApp } from './support/build-test-app.js';
import { POSTGRES_ADMIN_URL } from './support/databases.js';

/**
 * Issue #29 §9: the audit log's append-only trigger is only as strong as the role that could drop it. With the two-role
 * set-up (server/src/db/two-roles.sql) the server migrates as an owner role and works as a role that owns nothing.
 * The attack is the application's own connection — what a SQL injection or a stolen DATABASE_URL would hold — trying
 * to change the audit log or switch its protection off.
 */
describe('the two-role PostgreSQL set-up', () => {
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `tp_owner_${suffix}`;
  const appRole = `tp_app_${suffix}`;
  const database = `tp_two_roles_${suffix}`;
  const urlAs = (role: string) => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.username = role;
    url.password = '';
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = (path = new URL(POSTGRES_ADMIN_URL).pathname.slice(1)) => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${path}`;
    return new pg.Client({ connectionString: url.toString() });
  };
  let app: App;
  let asApp: pg.Client;

  beforeAll(async () => {
    const server = admin();
    await server.connect();
    try {
      // What two-roles.sql does, with names of this run's own.
      await server.query(`create role ${ownerRole} login`);
      await server.query(`create role ${appRole} login`);
      await server.query(`create database ${database} owner ${ownerRole}`);
    } finally {
      await server.end();
    }
    const inDatabase = admin(database);
    await inDatabase.connect();
    try {
      await inDatabase.query(`alter schema public owner to ${ownerRole}`);
      await inDatabase.query('revoke create on schema public from public');
      await inDatabase.query(`grant connect on database ${database} to ${appRole}`);
    } finally {
      await inDatabase.end();
    }
    // From an empty database: the migrations run as the owner, the seeds and everything after as the application.
    app = await buildTestApp({ databaseUrl: urlAs(appRole), config: { migrationDatabaseUrl: urlAs(ownerRole) } });
    asApp = new pg.Client({ connectionString: urlAs(appRole) });
    await asApp.connect();
  });

  afterAll(async () => {
    await asApp?.end();
    await app?.close();
    const server = admin();
    await server.connect();
    try {
      await server.query(`drop database if exists ${database} with (force)`);
      await server.query(`drop role if exists ${appRole}`);
      await server.query(`drop role if exists ${ownerRole}`);
    } finally {
      await server.end();
    }
  });

  const refusal = async (statement: string) => {
    const error = await asApp.query(statement).then(
      () => undefined,
      (caught: unknown) => caught as { code?: string; message: string },
    );
    return error?.code;
  };

  it('runs the portal as the application role, which owns nothing and writes audit rows', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/test/settings')).statusCode).toBe(200);
    const owned = await asApp.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and pg_get_userbyid(c.relowner) = $1`,
      [appRole],
    );
    expect(owned.rows[0].n).toBe(0);
    await recordAudit(app.db, { actorId: null, actorLabel: 'test', action: 'kiosk.registered', target: { type: 'kiosk', id: 'two-roles-probe' }, details: {}, ip: '127.0.0.1' }, new Date());
    const rows = await asApp.query(`select action from audit_log where target_id = 'two-roles-probe'`);
    expect(rows.rowCount).toBe(1);
    // Other tables stay fully usable.
    expect(await refusal(`update users set updated_at = updated_at where false`)).toBeUndefined();
  });

  it.each([
    ['update a row', `update audit_log set action = 'forged'`],
    ['delete rows', 'delete from audit_log'],
    ['truncate it', 'truncate audit_log'],
    ['disable the trigger', 'alter table audit_log disable trigger audit_log_no_change'],
    ['drop the trigger', 'drop trigger audit_log_no_change on audit_log'],
    ['replace the trigger function', `create or replace function audit_log_append_only() returns trigger language plpgsql as $$ begin return old; end $$`],
    ['drop the table', 'drop table audit_log'],
    ['make a table', 'create table sneaky (id int)'],
  ])('refuses the application role when it tries to %s', async (_what, statement) => {
    expect(await refusal(statement)).toBe('42501');
    expect((await asApp.query(`select count(*)::int as n from audit_log where action = 'forged'`)).rows[0].n).toBe(0);
  });

  it('starts again over the same database (grants are idempotent) and refuses one role for both', async () => {
    const again = await buildTestApp({ databaseUrl: urlAs(appRole), config: { migrationDatabaseUrl: urlAs(ownerRole) } });
    expect((await again.inject('/readyz')).statusCode).toBe(200);
    await again.close();
    const owner = new pg.Client({ connectionString: urlAs(ownerRole) });
    await owner.connect();
    try {
      await expect(grantApplicationRole(owner, ownerRole)).rejects.toThrow('same role');
    } finally {
      await owner.end();
    }
  });
});
