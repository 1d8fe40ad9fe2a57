import type { AuditEntry, InboxRequest, SecondFactorSetup, StaffUser } from '@/features/console/api/staff-api';
import type { Page } from '@/lib/http/page';

/** A QR-like pattern (not a real code): the stories show the layout, the server draws the real one. */
const QR_CELLS = [
  '1111111010111111',
  '1000001001100001',
  '1011101011101101',
  '1011101000101101',
  '1000001010100001',
  '1111111010111111',
  '0000000011000000',
  '1101011100110110',
  '0110100111011001',
  '1011011010101110',
  '0000000010010100',
  '1111111001101011',
  '1000001011010010',
  '1011101010111101',
  '1000001001001010',
  '1111111011100111',
];

const qrSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" shape-rendering="crispEdges"><rect width="16" height="16" fill="#fff"/>${QR_CELLS.flatMap(
  (row, y) => [...row].map((cell, x) => (cell === '1' ? `<rect x="${x}" y="${y}" width="1" height="1" fill="#000"/>` : '')),
).join('')}</svg>`;

export const sampleSetup: SecondFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Talent%20Portal:ada%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Talent%20Portal',
  qrSvg,
};

export const sampleRecoveryCodes = ['7KQ2-M9XD', 'P4TR-83HN', 'W2ZC-6LJB', 'F9VA-1QKS', 'H3NY-7RDE', 'B8UM-4CXG', 'T6LE-2WPF', 'Q5JD-9ZHA', 'N1GS-5VTK', 'Y7XB-3MQR'];

export const sampleUsers: StaffUser[] = [
  { id: 1, email: 'ada.admin@example.org', firstName: 'Ada', active: true, roles: ['admin'], totpEnrolled: true, createdAt: '2026-09-01T02:00:00.000Z' },
  { id: 7, email: 'chen.editor@example.cn', firstName: '陈伟', active: true, roles: ['editor:event', 'editor:benefit'], totpEnrolled: true, createdAt: '2026-10-03T06:30:00.000Z' },
  { id: 12, email: 'maria.hub@example.org', firstName: 'Maria', active: true, roles: ['hub'], totpEnrolled: false, createdAt: '2026-10-20T01:15:00.000Z' },
  { id: 15, email: 'kenji@example.jp', firstName: 'Kenji', active: false, roles: ['recruiter:ITH-0007'], totpEnrolled: false, createdAt: '2026-11-02T08:45:00.000Z' },
  { id: 21, email: 'lea.martin@example.fr', firstName: 'Léa', active: true, roles: [], totpEnrolled: false, createdAt: '2026-11-20T11:00:00.000Z' },
];

export const usersPage = (total = 5): Page<StaffUser> => ({ list: sampleUsers, total, page: 1, pageSize: 20 });

export const sampleAudit: AuditEntry[] = [
  {
    id: 5012,
    actorId: 1,
    actorLabel: 'Ada (ada.admin@example.org)',
    action: 'user.roles',
    targetType: 'user',
    targetId: '7',
    details: { before: { roles: ['editor:event'] }, after: { roles: ['editor:event', 'editor:benefit'] } },
    ip: '203.0.113.24',
    createdAt: '2026-11-24T02:31:00.000Z',
  },
  {
    id: 5011,
    actorId: 7,
    actorLabel: '陈伟 (chen.editor@example.cn)',
    action: 'content.save',
    targetType: 'document',
    targetId: 'EV-0042',
    details: { before: { title: { CN: '人才交流会', TC: null }, startsAt: '2026-12-01T02:00:00Z' }, after: { title: { CN: '人才交流会', TC: '人才交流會' }, startsAt: '2026-12-02T02:00:00Z' } },
    ip: '198.51.100.7',
    createdAt: '2026-11-24T02:10:00.000Z',
  },
  { id: 5010, actorId: 12, actorLabel: 'Maria (maria.hub@example.org)', action: 'auth.secondFactor', targetType: 'user', targetId: '12', details: {}, ip: '2001:db8::17', createdAt: '2026-11-24T01:58:00.000Z' },
  { id: 5009, actorId: null, actorLabel: null, action: 'content.publishScheduled', targetType: 'document', targetId: 'EV-0040', details: { language: 'TC', scheduleId: 88 }, ip: null, createdAt: '2026-11-24T01:00:00.000Z' },
];

export const auditPage = (total = 4): Page<AuditEntry> => ({ list: sampleAudit, total, page: 1, pageSize: 20 });

const HOUR = 3_600_000;
/** The stories' clock: due times are computed from it, so "overdue" and "in 5 hours" stay true. */
export const INBOX_NOW = Date.parse('2026-11-24T04:00:00.000Z');
const at = (hoursFromNow: number) => new Date(INBOX_NOW + hoursFromNow * HOUR).toISOString();

export const sampleInbox: InboxRequest[] = [
  {
    id: 301,
    reference: 'ITH-C-0301',
    name: 'Jonas Weber',
    email: 'jonas.weber@example.de',
    phone: '+49 30 1234 5678',
    message: 'Hello, I am moving to Qianhai in January with my family. Could you tell me how to register my children for an international school, and whether the talent housing subsidy covers rent?',
    language: 'EN',
    status: 'open',
    dueAt: at(-6),
    overdue: true,
    assignedTo: null,
    createdAt: at(-54),
    replies: [],
  },
  {
    id: 305,
    reference: 'ITH-C-0305',
    name: '李小明',
    email: 'li.xm@example.cn',
    phone: null,
    message: '请问港澳青年在前海创业，可以申请哪些补贴？需要准备什么材料？',
    language: 'CN',
    status: 'open',
    dueAt: at(5),
    overdue: false,
    assignedTo: { id: 12, label: 'Maria' },
    createdAt: at(-43),
    replies: [],
  },
  {
    id: 298,
    reference: 'ITH-C-0298',
    name: '陳大文',
    email: 'tm.chan@example.hk',
    phone: '+852 9123 4567',
    message: '想查詢跨境執業的資格認可流程，謝謝。',
    language: 'TC',
    status: 'answered',
    dueAt: at(20),
    overdue: false,
    assignedTo: { id: 1, label: 'Ada' },
    createdAt: at(-28),
    replies: [{ id: 9, body: '陳先生您好，跨境執業資格認可可於「港澳專區」查閱詳細流程，如需協助歡迎預約到訪人才驛站。', authorLabel: 'Ada', createdAt: at(-3) }],
  },
];

export const inboxPage = (list: InboxRequest[] = sampleInbox): Page<InboxRequest> => ({ list, total: list.length, page: 1, pageSize: 20 });

export const colleagues = [
  { id: 12, label: 'Maria (maria.hub@example.org)' },
  { id: 1, label: 'Ada (ada.admin@example.org)' },
];
