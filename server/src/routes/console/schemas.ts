import { Type } from 'typebox';
import { CONTENT_LANGUAGES } from '../../db/schema/content.js';
import { APPLICATION_STATUSES } from '../../db/schema/recruitment.js';
import {
  CONSOLE_PAGE_SIZE_DEFAULT,
  CONSOLE_PAGE_SIZE_MAX,
  NOTE_MAX,
  STAFF_STATUSES,
} from '../../services/console/console-service.js';
import { INBOX_STATUSES, REPLY_MAX } from '../../services/console/inbox.js';
import { ROLES_MAX } from '../../services/console/users-admin.js';

const literals = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description === undefined ? {} : { description },
  );

const LanguageParam = Type.Optional(
  Type.Union(CONTENT_LANGUAGES.map((l) => Type.Literal(l)), {
    description: 'EN, CN or TC for job titles and company names (default: Accept-Language, else CN)',
  }),
);

const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'From 1; default 1' })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CONSOLE_PAGE_SIZE_MAX,
      description: `1 to ${CONSOLE_PAGE_SIZE_MAX}; default ${CONSOLE_PAGE_SIZE_DEFAULT}`,
    }),
  ),
};

const pageOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });

export const LanguageQuery = Type.Object({ language: LanguageParam });

export const ApplicationListQuery = Type.Object({
  language: LanguageParam,
  jobNo: Type.Optional(
    Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'Only this job, e.g. JOB-0001' }),
  ),
  status: Type.Optional(literals(APPLICATION_STATUSES, `One of ${APPLICATION_STATUSES.join(', ')}`)),
  ...paging,
});

// The id is checked by the service, so `abc`, `-1` and `99999999999` get the console's own message.
export const ApplicationParams = Type.Object({
  id: Type.String({ description: 'Application id (a positive integer)' }),
});

// Shapes only: the rules are checked by the service so each failure gets its own message and field.
export const StatusBody = Type.Object({
  status: Type.Optional(Type.String({ description: `One of ${STAFF_STATUSES.join(', ')}` })),
});

export const NoteBody = Type.Object({
  note: Type.Optional(Type.String({ description: `At most ${NOTE_MAX} characters; empty clears the note` })),
});

export const AuditQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Text in the actor, action, target or details' })),
  actor: Type.Optional(Type.String({ maxLength: 200, description: "An account id, or text in the actor's name and e-mail" })),
  action: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^[A-Za-z]+(\\.([A-Za-z]+|\\*))?$',
      description: 'One action (user.roles) or a family (content, content.*)',
    }),
  ),
  from: Type.Optional(Type.String({ maxLength: 40, description: 'From this day (YYYY-MM-DD, China time) or ISO 8601 time' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'Up to and including this day, or before this ISO 8601 time' })),
  targetType: Type.Optional(
    literals(
      ['application', 'user', 'contact', 'document', 'media', 'audit', 'session'] as const,
      'What targetId names (default with targetId: application)',
    ),
  ),
  targetId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_:.-]+$', description: 'Only the history of this record' }),
  ),
  ...paging,
});

export const AuditExportQuery = Type.Omit(AuditQuery, ['page', 'pageSize']);

export const ConsoleMe = Type.Object({
  userId: Type.Integer({ description: "The caller's account id (the inbox's \"assign to me\")" }),
  roles: Type.Array(Type.String(), {
    description: 'The console roles of the permissions list: admin, editor:<section>, editor:*, recruiter:<enterpriseNo>, hub, service',
  }),
  admin: Type.Boolean(),
  enterprises: Type.Array(
    Type.Object({ enterpriseNo: Type.String(), name: Type.String() }),
    { description: "The caller's enterprises; every enterprise for an admin" },
  ),
  editorSections: Type.Array(Type.String(), { description: 'Content sections the caller edits (all for admin and editor:*)' }),
  hub: Type.Boolean({ description: 'Whether the caller answers the hub inbox (hub or admin)' }),
  service: Type.Boolean({ description: 'Whether the caller answers the online service chat (service or admin)' }),
  secondFactor: Type.Object({ enrolled: Type.Boolean(), verified: Type.Boolean() }),
});

export const ConsoleJob = Type.Object({
  documentNo: Type.String(),
  title: Type.String(),
  enterpriseNo: Type.String(),
});

export const ConsoleApplication = Type.Object({
  id: Type.Integer(),
  jobNo: Type.String(),
  jobTitle: Type.String({ description: 'In the request language, else CN' }),
  enterpriseNo: Type.String(),
  company: Type.String(),
  status: literals(APPLICATION_STATUSES),
  applicantName: Type.String({ description: "The applicant's first name" }),
  applicantEmail: Type.String(),
  fileName: Type.String({ description: 'Original name (sanitized), metadata only' }),
  fileType: Type.String(),
  fileSize: Type.Integer(),
  deliveredAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  note: Type.String({ description: "The recruiters' private note; never shown to the applicant" }),
});

export const ApplicationPage = pageOf(ConsoleApplication);

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description === undefined ? {} : { description });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actorId: nullable(Type.Integer(), 'The acting account (kept after its erasure); null for the CLI and scheduled work'),
  actorLabel: nullable(Type.String(), 'Name and e-mail of the actor as they were when acting'),
  actorEmail: nullable(Type.String(), "The actor's e-mail today; null once the account is erased"),
  action: Type.String({ description: 'application.*, user.*, inbox.*, content.*, media.*, session.*, audit.export' }),
  targetType: Type.String(),
  targetId: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown(), {
    description: 'before/after for changes; e.g. download: {fileName, fileSize}; grant/revoke: {role, via}',
  }),
  ip: nullable(Type.String(), 'Client address of the request; null for the CLI and scheduled work'),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const AuditPage = pageOf(AuditEntry);

// The second factor (issue #13 §1).
export const SecondFactorStatus = Type.Object({
  enrolled: Type.Boolean(),
  verified: Type.Boolean({ description: 'This session passed the second factor and was used within 30 minutes' }),
  recoveryCodesLeft: Type.Integer(),
});

export const Enrolment = Type.Object({
  secret: Type.String({ description: 'Base32, for typing into the authenticator app' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… (SHA1, 6 digits, 30 s, issuer Talent Portal)' }),
  qrSvg: Type.String({ description: 'The URI as a QR code (SVG markup)' }),
});

export const CodeBody = Type.Object({
  code: Type.String({ maxLength: 64, description: 'The 6-digit code the authenticator app shows' }),
});

export const VerifyBody = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 64, description: 'The 6-digit code; or:' })),
  recoveryCode: Type.Optional(Type.String({ maxLength: 64, description: 'One of the recovery codes (each works once)' })),
});

export const Verified = Type.Object({ verified: Type.Literal(true), recoveryCodesLeft: Type.Integer() });

export const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { minItems: 10, maxItems: 10, description: 'Shown once; each works once' }),
});

// Users (admins).
export const RecordParams = Type.Object({
  id: Type.String({ maxLength: 40, description: 'The record id (a positive integer)' }),
});

export const UserListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Text in the e-mail or first name' })),
  status: Type.Optional(literals(['active', 'inactive'] as const)),
  role: Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^[A-Za-z0-9_:*-]+$',
      description: 'An exact role (editor:event), or admin, hub, service, editor, recruiter, staff (any console role)',
    }),
  ),
  ...paging,
});

export const StaffUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  active: Type.Boolean(),
  roles: Type.Array(Type.String()),
  totpEnrolled: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const StaffUserDetail = Type.Object({
  ...StaffUser.properties,
  language: Type.String(),
  updatedAt: Type.String({ description: 'ISO 8601' }),
  totpEnabledAt: nullable(Type.String({ description: 'ISO 8601' })),
  recoveryCodesLeft: Type.Integer(),
});

export const UserPage = pageOf(StaffUser);

export const ActiveBody = Type.Object({ active: Type.Boolean() });

export const RolesBody = Type.Object({
  roles: Type.Array(Type.String({ maxLength: 60 }), {
    maxItems: ROLES_MAX,
    description: 'Every console role the account is to hold (other permission entries are kept)',
  }),
});

// The hub inbox.
export const InboxQuery = Type.Object({
  status: Type.Optional(literals(INBOX_STATUSES)),
  ...paging,
});

export const InboxItem = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  message: nullable(Type.String()),
  language: Type.String({ description: 'EN, CN or TC: the reply mail is written in it' }),
  status: literals(INBOX_STATUSES),
  dueAt: Type.String({ description: 'ISO 8601: 48 hours after it arrived' }),
  overdue: Type.Boolean(),
  assignedTo: nullable(Type.Object({ id: Type.Integer(), label: Type.String() })),
  createdAt: Type.String({ description: 'ISO 8601' }),
  replies: Type.Array(
    Type.Object({ id: Type.Integer(), body: Type.String(), authorLabel: Type.String(), createdAt: Type.String() }),
  ),
});

export const InboxPage = pageOf(InboxItem);

export const InboxAssignees = Type.Object({
  list: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String({ description: 'First name <e-mail>' }) })),
});

export const AssignBody = Type.Object({
  userId: nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), 'A hub colleague or admin; null to unassign'),
});

export const ReplyBody = Type.Object({
  body: Type.String({ maxLength: REPLY_MAX * 2, description: `1 to ${REPLY_MAX} characters; mailed to the visitor` }),
});
