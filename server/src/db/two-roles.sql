-- The two-role PostgreSQL set-up (issue #29 §9; README, Security model). Run once as a superuser, e.g.
--   psql -v owner_password="'…'" -v app_password="'…'" -f server/src/db/two-roles.sql
-- then start every instance with
--   MIGRATION_DATABASE_URL=postgres://portal_owner:…@host/portal   (migrations and the grants after them)
--   DATABASE_URL=postgres://portal_app:…@host/portal               (everything else)
-- portal_owner owns the schema and every table; portal_app owns nothing, so it can neither drop nor disable the audit
-- log's append-only trigger, and the server grants it INSERT and SELECT only on audit_log (grantApplicationRole).
CREATE ROLE portal_owner LOGIN PASSWORD :owner_password;
CREATE ROLE portal_app LOGIN PASSWORD :app_password;
CREATE DATABASE portal OWNER portal_owner;
\connect portal
ALTER SCHEMA public OWNER TO portal_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT CONNECT ON DATABASE portal TO portal_app;
