import { Type } from 'typebox';
import { CONTENT_LANGUAGES } from '../../db/schema/content.js';
import { APPLICATION_STATUSES } from '../../db/schema/recruitment.js';
import {
  CONSOLE_PAGE_SIZE_DEFAULT,
  CONSOLE_PAGE_SIZE_MAX,
  NOTE_MAX,
  STAFF_STATUSES,
} from '../../services/console/console-service.js';

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
  targetType: Type.Optional(
    literals(['application', 'user'] as const, 'What targetId names: an application (default) or a user (role changes)'),
  ),
  targetId: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'Only the history of this application (or user)' }),
  ),
  ...paging,
});

export const ConsoleMe = Type.Object({
  roles: Type.Array(Type.String(), { description: 'admin and recruiter:<enterpriseNo> entries of the permissions list' }),
  admin: Type.Boolean(),
  enterprises: Type.Array(
    Type.Object({ enterpriseNo: Type.String(), name: Type.String() }),
    { description: "The caller's enterprises; every enterprise for an admin" },
  ),
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

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()], { description: 'Null once the account is erased' }),
  action: Type.String({
    description: 'application.download, application.status, application.note, user.grant or user.revoke',
  }),
  targetType: Type.String(),
  targetId: Type.String(),
  details: Type.Record(Type.String(), Type.Unknown(), {
    description:
      'status: {from, to}; note: {fromLength, toLength}; download: {fileName, fileSize}; grant/revoke: {role, via}',
  }),
  createdAt: Type.String({ description: 'ISO 8601' }),
});

export const AuditPage = pageOf(AuditEntry);
