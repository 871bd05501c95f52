import { createServer, type Socket } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { imapStandinMessages } from '../../db/features/channels.ts';
import { standinMailAccount } from './standinAccounts.ts';

/*
 * The IMAP stand-in (development and tests; never in production): the mail server of email channels
 * whose IMAP host is under the reserved `.test` domain. The SMTP listener files customers' mail to such
 * a channel's address into its mailbox here (imap_standin_messages), and the channel's poll job fetches
 * it over IMAP, as from any provider's mailbox. It speaks the part of IMAP4rev1 (RFC 3501) a client
 * needs to read an inbox — CAPABILITY, LOGIN, NAMESPACE, LIST, SELECT/EXAMINE, STATUS, (UID) SEARCH,
 * (UID) FETCH, NOOP, CLOSE, LOGOUT — on the loopback address, signing in with the channel's user name
 * and password. No library serves IMAP (the well-kept ones are clients), hence this small server.
 */

const UID_VALIDITY = 1;
const LINE_MAX = 16 * 1024;
const LITERAL_MAX = 8 * 1024;

/** Files a mail into a stand-in mailbox with the next UID; returns that UID. */
export async function storeInStandinMailbox(db: Db, mailbox: string, raw: Buffer): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const [{ next } = { next: 1 }] = await db
      .select({ next: sql<number>`coalesce(max(${imapStandinMessages.uid}), 0) + 1` })
      .from(imapStandinMessages)
      .where(eq(imapStandinMessages.mailbox, mailbox));
    const [row] = await db
      .insert(imapStandinMessages)
      .values({ mailbox, uid: Number(next), raw: raw.toString('base64') })
      .onConflictDoNothing()
      .returning({ uid: imapStandinMessages.uid });
    if (row) return row.uid;
    if (attempt >= 5) throw new Error('The stand-in mailbox is busy');
  }
}

/**
 * The `.test` channel whose IMAP user name and password these are (its user name is the mailbox), or a
 * user name no such channel has yet: a channel being added, whose first sign-in makes the mailbox.
 */
async function signIn(
  db: Db,
  config: Pick<Config, 'channelSecretKey' | 'environment'>,
  user: string,
  password: string,
) {
  const account = await standinMailAccount(db, config, user, password, (channel) => {
    return channel.config?.imap_host ?? '';
  });
  return account ? user : null;
}

type Token = string | null;

/** The arguments of a command line: atoms, "quoted strings", literals (already read in) and (lists) as text. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === ' ') {
      i++;
    } else if (char === '"') {
      let value = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      tokens.push(value);
      i++;
    } else if (char === '(') {
      // A parenthesised list stays one token: FETCH items, STATUS items.
      let depth = 0;
      const start = i;
      do {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
        i++;
      } while (i < text.length && depth > 0);
      tokens.push(text.slice(start, i));
    } else {
      const end = text.indexOf(' ', i);
      const atom = text.slice(i, end === -1 ? text.length : end);
      tokens.push(atom.toUpperCase() === 'NIL' ? null : atom);
      i = end === -1 ? text.length : end;
    }
  }
  return tokens;
}

/** The members of a sequence set (`1`, `2:4`, `5:*`, `1,3`) among `values` (sorted numbers). */
function inSet(set: string, values: number[]): Set<number> {
  const max = values.at(-1) ?? 0;
  const chosen = new Set<number>();
  for (const part of set.split(',').slice(0, 100)) {
    const [a, b = a] = part.split(':');
    const from = a === '*' ? max : Number(a);
    const to = b === '*' ? max : Number(b);
    if (!Number.isInteger(from) || !Number.isInteger(to)) continue;
    const [low, high] = from <= to ? [from, to] : [to, from];
    for (const value of values) if (value >= low && value <= high) chosen.add(value);
  }
  return chosen;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** RFC 3501 date-time: `27-Nov-2026 23:13:41 +0000`. */
const imapDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()} ${date.toISOString().slice(11, 19)} +0000`;

const quote = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

export type ImapStandin = { port: number; close(): Promise<void> };

/** Listens on config.imapStandin.port (loopback) outside production; null when it has none. */
export async function startImapStandin(deps: {
  db: Db;
  config: Pick<Config, 'channelSecretKey' | 'environment' | 'imapStandin'>;
}): Promise<ImapStandin | null> {
  const port = deps.config.imapStandin?.port;
  if (deps.config.environment === 'production' || port === null || port === undefined) return null;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    serve(socket, deps);
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      console.warn(`[email] the IMAP stand-in could not listen on ${port}: ${error.code ?? error.message}`);
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return null;
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serve(socket: Socket, deps: { db: Db; config: Pick<Config, 'channelSecretKey' | 'environment'> }) {
  let buffer = Buffer.alloc(0);
  let mailbox: string | null = null;
  let selected = false;
  let pending = '';
  let literal = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const write = (line: string | Buffer) => socket.write(line);
  write('* OK [CAPABILITY IMAP4rev1 NAMESPACE] Parley IMAP stand-in ready\r\n');

  const messagesOf = async () =>
    mailbox
      ? deps.db
          .select({
            uid: imapStandinMessages.uid,
            raw: imapStandinMessages.raw,
            at: imapStandinMessages.createdAt,
          })
          .from(imapStandinMessages)
          .where(eq(imapStandinMessages.mailbox, mailbox))
          .orderBy(asc(imapStandinMessages.uid))
          .limit(10_000)
      : [];

  async function fetch(tag: string, byUid: boolean, set: string, items: string) {
    const rows = await messagesOf();
    const keys = byUid ? rows.map((row) => row.uid) : rows.map((_row, index) => index + 1);
    const chosen = inSet(set, keys);
    const wanted = items.replace(/^\(|\)$/g, '').toUpperCase();
    for (const [index, row] of rows.entries()) {
      if (!chosen.has(byUid ? row.uid : index + 1)) continue;
      const raw = Buffer.from(row.raw, 'base64');
      const parts: string[] = [];
      if (byUid || /\bUID\b/.test(wanted)) parts.push(`UID ${row.uid}`);
      if (/\bFLAGS\b/.test(wanted)) parts.push('FLAGS ()');
      if (/\bRFC822\.SIZE\b/.test(wanted)) parts.push(`RFC822.SIZE ${raw.length}`);
      if (/\bINTERNALDATE\b/.test(wanted)) parts.push(`INTERNALDATE ${quote(imapDate(row.at))}`);
      // The message itself goes last, as a literal.
      if (/BODY(\.PEEK)?\[\]|\bRFC822\b(?!\.)/.test(wanted)) {
        parts.push(`BODY[] {${raw.length}}`);
        write(`* ${index + 1} FETCH (${parts.join(' ')}\r\n`);
        write(raw);
        write(')\r\n');
      } else write(`* ${index + 1} FETCH (${parts.join(' ')})\r\n`);
    }
    write(`${tag} OK ${byUid ? 'UID ' : ''}FETCH completed\r\n`);
  }

  async function run(line: string) {
    const [tag = '*', command = '', ...rest] = tokenize(line).map((token) => token ?? '');
    const verb = (command ?? '').toUpperCase();
    const ok = (text: string) => write(`${tag} OK ${text}\r\n`);
    if (verb === 'CAPABILITY') {
      write('* CAPABILITY IMAP4rev1 NAMESPACE\r\n');
      return ok('CAPABILITY completed');
    }
    if (verb === 'NOOP' || verb === 'CHECK') return ok(`${verb} completed`);
    if (verb === 'LOGOUT') {
      write('* BYE Parley IMAP stand-in logging out\r\n');
      ok('LOGOUT completed');
      socket.end();
      return;
    }
    if (verb === 'LOGIN') {
      const [user, password] = rest;
      mailbox = user && password ? await signIn(deps.db, deps.config, user, password) : null;
      if (!mailbox) return write(`${tag} NO [AUTHENTICATIONFAILED] Authentication failed\r\n`);
      return ok('[CAPABILITY IMAP4rev1 NAMESPACE] Logged in');
    }
    if (!mailbox) return write(`${tag} BAD Sign in first\r\n`);
    if (verb === 'NAMESPACE') {
      write('* NAMESPACE (("" "/")) NIL NIL\r\n');
      return ok('NAMESPACE completed');
    }
    if (verb === 'LIST' || verb === 'LSUB') {
      if (rest[1] === '') write(`* ${verb} (\\Noselect) "/" ""\r\n`);
      else write(`* ${verb} () "/" "INBOX"\r\n`);
      return ok(`${verb} completed`);
    }
    if (verb === 'SELECT' || verb === 'EXAMINE' || verb === 'STATUS') {
      if ((rest[0] ?? '').toUpperCase() !== 'INBOX')
        return write(`${tag} NO [NONEXISTENT] No such mailbox\r\n`);
      const rows = await messagesOf();
      const uidNext = (rows.at(-1)?.uid ?? 0) + 1;
      if (verb === 'STATUS') {
        write(
          `* STATUS "INBOX" (MESSAGES ${rows.length} UIDNEXT ${uidNext} UIDVALIDITY ${UID_VALIDITY} UNSEEN 0)\r\n`,
        );
        return ok('STATUS completed');
      }
      selected = true;
      write('* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)\r\n');
      write('* OK [PERMANENTFLAGS ()] No permanent flags\r\n');
      write(`* ${rows.length} EXISTS\r\n* 0 RECENT\r\n`);
      write(
        `* OK [UIDVALIDITY ${UID_VALIDITY}] UIDs valid\r\n* OK [UIDNEXT ${uidNext}] Predicted next UID\r\n`,
      );
      return ok(`[READ-${verb === 'SELECT' ? 'WRITE' : 'ONLY'}] ${verb} completed`);
    }
    if (!selected) return write(`${tag} BAD Select a mailbox first\r\n`);
    if (verb === 'CLOSE' || verb === 'UNSELECT') {
      selected = false;
      return ok(`${verb} completed`);
    }
    const byUid = verb === 'UID';
    const sub = byUid ? (rest.shift() ?? '').toUpperCase() : verb;
    if (sub === 'FETCH') return fetch(tag, byUid, rest[0] ?? '', rest.slice(1).join(' '));
    if (sub === 'SEARCH') {
      const rows = await messagesOf();
      write(
        `${`* SEARCH ${rows.map((row, index) => (byUid ? row.uid : index + 1)).join(' ')}`.trimEnd()}\r\n`,
      );
      return ok(`${byUid ? 'UID ' : ''}SEARCH completed`);
    }
    return write(`${tag} BAD Not supported by the stand-in\r\n`);
  }

  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (buffer.length > LINE_MAX + LITERAL_MAX) return socket.destroy();
    for (;;) {
      if (literal > 0) {
        if (buffer.length < literal) return;
        // A literal argument (e.g. a password with quotes in it) becomes a quoted one.
        pending += quote(buffer.subarray(0, literal).toString('utf8'));
        buffer = buffer.subarray(literal);
        literal = 0;
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end === -1) {
        if (buffer.length > LINE_MAX) socket.destroy();
        return;
      }
      const text = buffer.subarray(0, end).toString('utf8');
      buffer = buffer.subarray(end + 2);
      const announced = /\{(\d{1,5})\+?\}$/.exec(text);
      if (announced) {
        literal = Number(announced[1]);
        if (literal > LITERAL_MAX) return socket.destroy();
        pending += text.slice(0, announced.index);
        if (!announced[0].includes('+')) write('+ Ready for the literal\r\n');
        continue;
      }
      const line = pending + text;
      pending = '';
      queue = queue
        .then(() => run(line))
        .catch((error: unknown) => {
          console.warn('[email] IMAP stand-in:', error instanceof Error ? error.message : error);
          write('* BAD Internal error\r\n');
        });
    }
  });
}
