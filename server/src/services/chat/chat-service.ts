import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import {
  chatCannedAnswers,
  chatConversations,
  chatMessages,
  type ChatAuthor,
  type ChatMode,
  type ChatStatus,
  type ChatSurface,
} from '../../db/schema/chat.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../lib/i18n.js';
import type { Clock } from '../auth/clock.js';
import type { Throttle } from '../auth/throttle.js';
import { randomSecret, sameHash, sha256Hex, TOKEN_BYTES } from '../auth/secrets.js';
import { recordAudit } from '../console/audit.js';
import { auditActor, type Actor } from '../console/console-service.js';
import type { Outbox } from '../mail/outbox.js';
import type { MailSender } from '../mail/sender.js';
import { escapeHtml, type MailContent, type MailTemplates } from '../mail/templates.js';
import type { ChatBus, ChatEvent } from './chat-bus.js';
import { chatError } from './chat-errors.js';
import { closesAt, isStaffed, nextOpening, type ChatHours } from './chat-hours.js';
import { CANNED_BODY_MAX, CANNED_TITLE_MAX, lengthOf, parseBody, parseEmail, parseName, parsePage } from './chat-rules.js';

type ConversationRow = typeof chatConversations.$inferSelect;

/**
 * Transcript mails (issue #29 §5): a person receives at most `perRecipient` a day whoever asks, and one client
 * address sends at most `perAddress` a day, on top of the per-conversation hourly limit of the route.
 */
export const TRANSCRIPT_MAIL_LIMITS = { perRecipient: 3, perAddress: 10, windowSeconds: 24 * 3600 } as const;
/** The recipient's counter is named by a hash of the address: the counters table keeps no address in clear. */
export const transcriptRecipientKey = (email: string) => `chat:transcript:to:${sha256Hex(email.toLowerCase())}`;
type MessageRow = typeof chatMessages.$inferSelect;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export interface ChatStatusView {
  staffed: boolean;
  /** When the desk is staffed next (now while it is); null when the hours never open. */
  nextOpening: string | null;
  /** When the current staffed window ends; null outside staffed hours. */
  closesAt: string | null;
  hours: string;
  timeZone: 'Asia/Shanghai';
}

export interface ChatMessageView {
  seq: number;
  author: ChatAuthor;
  /** The staff member's first name; null for the visitor and the system. */
  staffLabel: string | null;
  /** Plain text; for `system` messages the event: `claimed` or `closed`. */
  body: string;
  clientId: string | null;
  createdAt: string;
}

export interface ChatConversationView {
  id: string;
  status: ChatStatus;
  mode: ChatMode;
  language: Language;
  surface: ChatSurface;
  page: string;
  name: string | null;
  email: string | null;
  /** The first name of the staff member who took the conversation. */
  staffLabel: string | null;
  lastSeq: number;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

export interface ChatQueueItem extends ChatConversationView {
  signedIn: boolean;
  assignedTo: { id: number; label: string } | null;
  lastMessage: { author: ChatAuthor; preview: string; createdAt: string } | null;
}

export interface CannedAnswer {
  id: string;
  title: Record<Language, string>;
  body: Record<Language, string>;
  sort: number;
  updatedAt: string;
}

export interface OpenInput {
  name?: string | undefined;
  email?: string | undefined;
  language: Language;
  page: string;
  surface: ChatSurface;
}

/** Who writes a message: the visitor (proved by the token), a staff member (the console), or the desk itself. */
type Author = { kind: 'visitor' } | { kind: 'staff'; actor: Actor } | { kind: 'system' };

export const QUEUE_MAX = 500;
export const PREVIEW_LENGTH = 120;
export const MESSAGES_PAGE = 500;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** `2026-03-01 10:02` in China time. */
export function chinaTimeText(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

function languageOf(row: ConversationRow): Language {
  return isLanguage(row.language) ? row.language : FALLBACK_LANGUAGE;
}

export function messageView(row: MessageRow): ChatMessageView {
  return {
    seq: row.seq,
    author: row.author,
    staffLabel: row.staffLabel,
    body: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

function conversationView(row: ConversationRow): ChatConversationView {
  return {
    id: row.id,
    status: row.status,
    mode: row.mode,
    language: languageOf(row),
    surface: row.surface,
    page: row.page,
    name: row.visitorName,
    email: row.email,
    staffLabel: row.assignedLabel,
    lastSeq: row.lastSeq,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function cannedView(row: typeof chatCannedAnswers.$inferSelect): CannedAnswer {
  return {
    id: row.id,
    title: { EN: row.titleEn, CN: row.titleCn, TC: row.titleTc },
    body: { EN: row.bodyEn, CN: row.bodyCn, TC: row.bodyTc },
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The online service desk (issue: online-service chat): conversations a visitor opens, staff answering them from
 * the console, messages numbered per conversation so a stream resumes without loss or duplicates, mails for the
 * conversations left outside staffed hours and for transcripts. Every change is announced on the bus after it
 * commits; every console write is audited in its transaction.
 */
export class ChatService {
  /** Tests replace it to be inside or outside staffed hours. */
  hours: ChatHours;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      bus: ChatBus;
      outbox: Outbox;
      sender: MailSender;
      templates: MailTemplates;
      hours: ChatHours;
      retentionDays: number;
      throttle: Throttle;
      log: { warn(object: object, message: string): void };
    },
  ) {
    this.hours = deps.hours;
  }

  status(): ChatStatusView {
    const now = this.deps.clock.now();
    return {
      staffed: isStaffed(this.hours, now),
      nextOpening: nextOpening(this.hours, now)?.toISOString() ?? null,
      closesAt: closesAt(this.hours, now)?.toISOString() ?? null,
      hours: this.hours.text,
      timeZone: 'Asia/Shanghai',
    };
  }

  /** Opens a conversation: `live` in staffed hours, else `message` (an e-mail address is then required). */
  async open(input: OpenInput, user: { id: number; firstName: string; email: string } | null): Promise<{ id: string; token: string; mode: ChatMode; conversation: ChatConversationView }> {
    const name = parseName(input.name) ?? (user ? parseName(user.firstName.slice(0, 60)) : null);
    const email = parseEmail(input.email) ?? (user ? user.email.toLowerCase() : null);
    const page = parsePage(input.page);
    const now = this.deps.clock.now();
    const mode: ChatMode = isStaffed(this.hours, now) ? 'live' : 'message';
    if (mode === 'message' && email === null) throw chatError('emailRequired', { field: 'email' });
    const token = randomSecret(TOKEN_BYTES);
    const [row] = await this.deps.db
      .insert(chatConversations)
      .values({
        id: randomUUID(),
        tokenHash: sha256Hex(token),
        userId: user?.id ?? null,
        visitorName: name,
        email,
        language: input.language,
        page,
        surface: input.surface,
        status: 'waiting',
        mode,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await this.announce({ type: 'created', conversationId: row!.id, seq: 0 });
    return { id: row!.id, token, mode, conversation: conversationView(row!) };
  }

  /** The visitor's conversation if the token is its own; otherwise the same 404 as an unknown id. */
  async authorize(id: string, token: string | undefined): Promise<ConversationRow> {
    if (token === undefined || token === '') throw chatError('tokenRequired');
    const row = isUuid(id) && token.length <= 128 ? await this.find(id) : undefined;
    if (!row || !sameHash(row.tokenHash, sha256Hex(token))) throw chatError('notFound');
    return row;
  }

  async find(id: string): Promise<ConversationRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.deps.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    return row;
  }

  private async load(id: string): Promise<ConversationRow> {
    const row = await this.find(id);
    if (!row) throw chatError('notFound');
    return row;
  }

  /** Messages with a number above `after`, oldest first, at most `limit`. */
  async messagesAfter(id: string, after: number, limit = MESSAGES_PAGE): Promise<MessageRow[]> {
    return this.deps.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, id), gt(chatMessages.seq, after)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
  }

  async visitorView(row: ConversationRow, after: number): Promise<{ conversation: ChatConversationView; messages: ChatMessageView[] }> {
    const messages = await this.messagesAfter(row.id, after, 10_000);
    return { conversation: conversationView(row), messages: messages.map(messageView) };
  }

  /** The visitor moved to another page: staff see where they are. */
  async setPage(row: ConversationRow, page: string): Promise<void> {
    const path = parsePage(page);
    if (row.page === path || row.status === 'closed') return;
    await this.deps.db.update(chatConversations).set({ page: path }).where(eq(chatConversations.id, row.id));
  }

  /**
   * Stores a message with the conversation's next number. The conversation row is locked first, so numbers have no
   * gaps and two retries of one message (same clientId) store it once: the second is answered with the first.
   */
  async post(id: string, author: Author, clientId: string | null, rawBody: string): Promise<{ message: ChatMessageView; duplicate: boolean }> {
    const body = author.kind === 'system' ? rawBody : parseBody(rawBody);
    const staffLabel = author.kind === 'staff' ? await this.firstNameOf(author.actor.userId) : null;
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      if (!row) throw chatError('notFound');
      if (clientId !== null) {
        const [existing] = await tx
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, id), eq(chatMessages.clientId, clientId)));
        if (existing) return { row, message: existing, duplicate: true };
      }
      if (row.status === 'closed') throw chatError('closed');
      if (author.kind === 'staff') this.mayAnswer(author.actor, row);
      const message = await this.insertMessage(tx, row, now, {
        author: author.kind,
        staffLabel,
        staffId: author.kind === 'staff' ? author.actor.userId : null,
        body,
        clientId,
      });
      if (author.kind === 'staff') {
        await recordAudit(
          tx,
          {
            ...auditActor(author.actor),
            action: 'chat.reply',
            target: { type: 'chat', id },
            // The message's number and length, not its text: the log is read by many, the conversation is private.
            details: { seq: message.seq, length: lengthOf(body), mode: row.mode },
          },
          now,
        );
      }
      return { row, message, duplicate: false };
    });
    if (!result.duplicate) {
      await this.announce({ type: 'message', conversationId: id, seq: result.message.seq });
      if (author.kind === 'staff' && result.row.mode === 'message' && result.row.email) {
        await this.mailReply(result.row).catch((error: unknown) => this.deps.log.warn({ err: error, conversationId: id }, 'chat reply mail not queued'));
      }
    }
    return { message: messageView(result.message), duplicate: result.duplicate };
  }

  /** Staff answer a conversation they took; an admin may answer any (an unclaimed one becomes theirs). */
  private mayAnswer(actor: Actor, row: ConversationRow): void {
    if (row.assignedTo === actor.userId || actor.roles.admin) return;
    throw row.status === 'waiting' ? chatError('notClaimed') : chatError('claimedByOther');
  }

  private async insertMessage(
    tx: Writer,
    row: ConversationRow,
    now: Date,
    message: { author: ChatAuthor; staffLabel: string | null; staffId: number | null; body: string; clientId: string | null },
  ): Promise<MessageRow> {
    const seq = row.lastSeq + 1;
    row.lastSeq = seq;
    const claimsByReply = message.author === 'staff' && row.status === 'waiting';
    await tx
      .update(chatConversations)
      .set({
        lastSeq: seq,
        updatedAt: now,
        ...(claimsByReply ? { status: 'active' as const, assignedTo: message.staffId, assignedLabel: message.staffLabel } : {}),
      })
      .where(eq(chatConversations.id, row.id));
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ conversationId: row.id, seq, createdAt: now, ...message })
      .returning();
    return inserted!;
  }

  /**
   * Takes a waiting conversation. Someone else's is refused (409) unless the caller is an admin, who may take it over;
   * taking one's own again changes nothing. The visitor's stream shows a `claimed` system message.
   */
  async claim(actor: Actor, id: string): Promise<ChatQueueItem> {
    const label = await this.firstNameOf(actor.userId);
    const now = this.deps.clock.now();
    const seq = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      if (!row) throw chatError('notFound');
      if (row.status === 'closed') throw chatError('closed');
      if (row.assignedTo === actor.userId) return undefined;
      if (row.assignedTo !== null && !actor.roles.admin) throw chatError('claimedByOther', { data: { staffLabel: row.assignedLabel } });
      const before = { status: row.status, assignedTo: row.assignedTo };
      row.status = 'active';
      await tx.update(chatConversations).set({ status: 'active', assignedTo: actor.userId, assignedLabel: label }).where(eq(chatConversations.id, id));
      const message = await this.insertMessage(tx, row, now, { author: 'system', staffLabel: label, staffId: actor.userId, body: 'claimed', clientId: null });
      await recordAudit(
        tx,
        { ...auditActor(actor), action: 'chat.claim', target: { type: 'chat', id }, details: { before, after: { status: 'active', assignedTo: actor.userId } } },
        now,
      );
      return message.seq;
    });
    if (seq !== undefined) await this.announce({ type: 'claimed', conversationId: id, seq });
    return this.queueItem(id);
  }

  /** Ends a conversation (the visitor, the kiosk's idle reset, or staff); closing a closed one changes nothing. */
  async close(id: string, by: { actor: Actor } | { visitor: true }): Promise<ConversationRow> {
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
      if (!row) throw chatError('notFound');
      if (row.status === 'closed') return { row, seq: undefined };
      const before = row.status;
      await tx.update(chatConversations).set({ status: 'closed', closedAt: now }).where(eq(chatConversations.id, id));
      const actorId = 'actor' in by ? by.actor.userId : null;
      const label = 'actor' in by ? await this.firstNameOf(by.actor.userId, tx) : null;
      const message = await this.insertMessage(tx, row, now, { author: 'system', staffLabel: label, staffId: actorId, body: 'closed', clientId: null });
      if ('actor' in by) {
        await recordAudit(
          tx,
          { ...auditActor(by.actor), action: 'chat.close', target: { type: 'chat', id }, details: { before: { status: before }, after: { status: 'closed' } } },
          now,
        );
      }
      row.status = 'closed';
      row.closedAt = now;
      return { row, seq: message.seq };
    });
    if (result.seq !== undefined) await this.announce({ type: 'closed', conversationId: id, seq: result.seq });
    return result.row;
  }

  private async firstNameOf(userId: number, db: Pick<Database, 'select'> = this.deps.db): Promise<string> {
    const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
    return row?.firstName ?? '—';
  }

  /** Waiting conversations (oldest first) and the active ones, with the newest message of each. */
  async queue(): Promise<ChatQueueItem[]> {
    const rows = await this.deps.db
      .select()
      .from(chatConversations)
      .where(ne(chatConversations.status, 'closed'))
      .orderBy(asc(chatConversations.createdAt))
      .limit(QUEUE_MAX);
    return this.queueItems(rows);
  }

  async queueItem(id: string): Promise<ChatQueueItem> {
    const [item] = await this.queueItems([await this.load(id)]);
    return item!;
  }

  private async queueItems(rows: ConversationRow[]): Promise<ChatQueueItem[]> {
    if (rows.length === 0) return [];
    const last = await this.deps.db
      .select({ message: chatMessages })
      .from(chatMessages)
      .innerJoin(chatConversations, and(eq(chatConversations.id, chatMessages.conversationId), eq(chatConversations.lastSeq, chatMessages.seq)))
      .where(inArray(chatMessages.conversationId, rows.map((row) => row.id)))
      .then((found) => found.map((entry) => entry.message));
    const byConversation = new Map(last.map((message) => [message.conversationId, message]));
    return rows.map((row) => {
      const message = byConversation.get(row.id);
      return {
        ...conversationView(row),
        signedIn: row.userId !== null,
        assignedTo: row.assignedTo === null ? null : { id: row.assignedTo, label: row.assignedLabel ?? '—' },
        lastMessage: message
          ? { author: message.author, preview: [...message.body].slice(0, PREVIEW_LENGTH).join(''), createdAt: message.createdAt.toISOString() }
          : null,
      };
    });
  }

  async consoleView(id: string, after: number): Promise<ChatQueueItem & { messages: ChatMessageView[] }> {
    const item = await this.queueItem(id);
    const messages = await this.messagesAfter(id, after, 10_000);
    return { ...item, messages: messages.map(messageView) };
  }

  /** The conversation as plain text in the visitor's language (headings translated, times in China time). */
  async transcript(row: ConversationRow): Promise<{ text: string; fileName: string }> {
    const language = languageOf(row);
    const t = (key: string, values?: Record<string, string | number>) => this.deps.templates.t(language, `server.chat.transcript.${key}`, values);
    const messages = await this.messagesAfter(row.id, 0, 10_000);
    const lines = [
      t('title'),
      `${t('started')}: ${chinaTimeText(row.createdAt)} (${t('timeZone')})`,
      ...(row.closedAt ? [`${t('ended')}: ${chinaTimeText(row.closedAt)}`] : []),
      '',
    ];
    for (const message of messages) {
      const time = `[${chinaTimeText(message.createdAt)}]`;
      if (message.author === 'system') {
        const key = message.body === 'claimed' ? 'claimed' : 'closed';
        lines.push(`${time} — ${t(key, { name: message.staffLabel ?? '' })}`);
        continue;
      }
      const who = message.author === 'visitor' ? (row.visitorName ?? t('visitor')) : t('staff', { name: message.staffLabel ?? '' });
      const [first = '', ...rest] = message.body.split('\n');
      lines.push(`${time} ${who}: ${first}`, ...rest.map((line) => `    ${line}`));
    }
    return { text: `${lines.join('\n')}\n`, fileName: `chat-${chinaTimeText(row.createdAt).slice(0, 10)}.txt` };
  }

  /**
   * Mails the transcript to an address the conversation already knows: the one given when it was opened, or the
   * account address of the visitor who opened it signed in (issue #29 §5: never to any address in the request, so the
   * portal cannot be used to send mail in its own name to strangers). Counted per recipient and per client address
   * per day before anything is queued.
   */
  async mailTranscript(row: ConversationRow, rawEmail: string | undefined, facts: { ip: string }): Promise<{ email: string }> {
    const known = await this.transcriptRecipients(row);
    const asked = rawEmail === undefined || rawEmail.trim() === '' ? undefined : parseEmail(rawEmail);
    if (rawEmail !== undefined && rawEmail.trim() !== '' && asked === null) throw chatError('emailInvalid', { field: 'email' });
    const email = asked ?? known[0];
    if (!email || !known.includes(email)) throw chatError('recipientNotAllowed', { field: 'email' });
    for (const [key, max] of [
      [transcriptRecipientKey(email), TRANSCRIPT_MAIL_LIMITS.perRecipient],
      [`chat:transcript:ip:${facts.ip}`, TRANSCRIPT_MAIL_LIMITS.perAddress],
    ] as const) {
      const { refusedForSeconds: seconds } = await this.deps.throttle.take(key, max, TRANSCRIPT_MAIL_LIMITS.windowSeconds);
      if (seconds !== undefined) {
        throw chatError('transcriptLimit', { values: { hours: Math.max(1, Math.ceil(seconds / 3600)) }, data: { seconds } });
      }
    }
    const { text } = await this.transcript(row);
    await this.queueMail(email, this.mail(row, 'chatTranscript', text));
    return { email };
  }

  /** The addresses a transcript may go to, the one given at opening first. */
  private async transcriptRecipients(row: ConversationRow): Promise<string[]> {
    const known = row.email ? [row.email.toLowerCase()] : [];
    if (row.userId !== null) {
      const [owner] = await this.deps.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, row.userId), eq(users.active, true)))
        .limit(1);
      if (owner && !known.includes(owner.email.toLowerCase())) known.push(owner.email.toLowerCase());
    }
    return known;
  }

  /** A staff reply to a conversation left outside staffed hours: the whole conversation so far, to the visitor. */
  private async mailReply(row: ConversationRow): Promise<void> {
    const { text } = await this.transcript(row);
    await this.queueMail(row.email!, this.mail(row, 'chatReply', text));
  }

  private async queueMail(to: string, content: MailContent): Promise<void> {
    await this.deps.outbox.add(to, content, null);
    if (this.deps.sender.delivering) this.deps.sender.kick();
  }

  private mail(row: ConversationRow, kind: 'chatReply' | 'chatTranscript', transcript: string): MailContent {
    const language = languageOf(row);
    const t = (id: string, values?: Record<string, string | number>) => this.deps.templates.t(language, id, values);
    const greeting = row.visitorName ? t('server.mail.greeting', { name: row.visitorName }) : t(`server.mail.chatReply.greetingAnonymous`);
    const intro = t(`server.mail.${kind}.body`);
    const signature = t('server.mail.chatReply.signature');
    const text = [greeting, '', intro, '', transcript, signature].join('\n');
    const html = [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(transcript)}</pre>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n');
    return { subject: t(`server.mail.${kind}.subject`), text, html };
  }

  async canned(): Promise<CannedAnswer[]> {
    const rows = await this.deps.db.select().from(chatCannedAnswers).orderBy(asc(chatCannedAnswers.sort), asc(chatCannedAnswers.id));
    return rows.map(cannedView);
  }

  /** Replaces a ready answer's titles and texts (admins); audited with what changed. */
  async updateCanned(
    actor: Actor,
    id: string,
    input: { title: Record<Language, string>; body: Record<Language, string>; sort?: number | undefined },
  ): Promise<CannedAnswer> {
    const title = {} as Record<Language, string>;
    const body = {} as Record<Language, string>;
    for (const language of ['EN', 'CN', 'TC'] as const) {
      const t = input.title[language].replace(/\s+/g, ' ').trim();
      if (t === '' || lengthOf(t) > CANNED_TITLE_MAX) throw chatError('cannedInvalid', { field: `title.${language}`, values: { max: CANNED_TITLE_MAX } });
      title[language] = t;
      try {
        body[language] = parseBody(input.body[language], CANNED_BODY_MAX);
      } catch {
        throw chatError('cannedInvalid', { field: `body.${language}`, values: { max: CANNED_BODY_MAX } });
      }
    }
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(chatCannedAnswers).where(eq(chatCannedAnswers.id, id)).for('update');
      if (!before) throw chatError('cannedNotFound');
      const [after] = await tx
        .update(chatCannedAnswers)
        .set({
          titleEn: title.EN,
          titleCn: title.CN,
          titleTc: title.TC,
          bodyEn: body.EN,
          bodyCn: body.CN,
          bodyTc: body.TC,
          sort: input.sort ?? before.sort,
          updatedAt: now,
        })
        .where(eq(chatCannedAnswers.id, id))
        .returning();
      const changed = (['titleEn', 'titleCn', 'titleTc', 'bodyEn', 'bodyCn', 'bodyTc', 'sort'] as const).filter((key) => before[key] !== after![key]);
      await recordAudit(tx, { ...auditActor(actor), action: 'chat.canned', target: { type: 'chat', id }, details: { changed } }, now);
      return after!;
    });
    return cannedView(row);
  }

  /**
   * Personal data kept no longer than needed: conversations closed (or left untouched) more than the retention
   * period ago are deleted with their messages. Returns how many.
   */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.retentionDays * 86_400_000);
    const deleted = await this.deps.db
      .delete(chatConversations)
      .where(or(lt(chatConversations.closedAt, cutoff), lt(chatConversations.updatedAt, cutoff)))
      .returning({ id: chatConversations.id });
    return deleted.length;
  }

  /** An erased account: its conversations, and those left under its address while signed out. */
  async eraseFor(user: { id: number; email: string }): Promise<void> {
    await this.deps.db
      .delete(chatConversations)
      .where(or(eq(chatConversations.userId, user.id), eq(chatConversations.email, user.email.toLowerCase())));
  }

  /** The newest conversations first (tests, the bench). */
  async latest(limit: number): Promise<ConversationRow[]> {
    return this.deps.db.select().from(chatConversations).orderBy(desc(chatConversations.createdAt)).limit(limit);
  }

  /** After the commit: every instance's streams hear it. A failed publish is logged; the next event or a reconnect catches up. */
  private async announce(event: ChatEvent): Promise<void> {
    await this.deps.bus.publish(event).catch((error: unknown) => this.deps.log.warn({ err: error, event }, 'chat event not published'));
  }
}
