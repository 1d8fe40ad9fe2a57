import type pg from 'pg';

/** The table whose rows the application may add and read but never change (issue #29 §9). */
export const APPEND_ONLY_TABLES = ['audit_log'] as const;

/**
 * The two-role set-up for PostgreSQL: migrations run as the owner of the schema (MIGRATION_DATABASE_URL) and the
 * application connects as a role that owns nothing (DATABASE_URL). After each migration run the owner gives the
 * application role what it needs — rows of every table and sequence — and takes back UPDATE, DELETE and TRUNCATE on
 * the audit log. Owning no table, the application role cannot drop or disable the audit log's append-only trigger,
 * replace its function, or alter any table. Idempotent: run at every start, so a new table is covered as soon as a
 * migration makes it. See server/src/db/two-roles.sql for the roles themselves.
 */
export async function grantApplicationRole(owner: pg.ClientBase, appRole: string): Promise<void> {
  const role = owner.escapeIdentifier(appRole);
  const [{ owner: self } = { owner: '' }] = (await owner.query<{ owner: string }>('select current_user as owner')).rows;
  if (self === appRole) throw new Error('MIGRATION_DATABASE_URL and DATABASE_URL name the same role: the two-role set-up needs two');
  const owned = await owner.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and pg_get_userbyid(c.relowner) = $1 limit 5`,
    [appRole],
  );
  if (owned.rows.length > 0) {
    throw new Error(
      `the application role ${appRole} owns ${owned.rows.map((row) => row.name).join(', ')}: run REASSIGN OWNED BY ${appRole} TO ${self} once (README, Security model)`,
    );
  }
  await owner.query('begin');
  try {
    await owner.query(`grant usage on schema public to ${role}`);
    await owner.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await owner.query(`grant usage, select, update on all sequences in schema public to ${role}`);
    for (const table of APPEND_ONLY_TABLES) {
      await owner.query(`revoke update, delete, truncate, references, trigger on ${owner.escapeIdentifier(table)} from ${role}`);
    }
    await owner.query('commit');
  } catch (error) {
    await owner.query('rollback');
    throw error;
  }
}
