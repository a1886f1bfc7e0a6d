import 'server-only';
import { terminalJson, terminalSafe } from './terminal-safe';
import { readContactEnv, type ContactEnv } from '@/lib/env/contact';
import { CONTACT_KINDS, contactKind, type ContactKind } from '@/lib/contact-message/schema';
import {
  CONTACT_STATUSES,
  ContactStoreError,
  type ContactStatus,
  type ContactStore,
  type StoredMessage,
} from '../store';
import { deliverDue, LEASE_MS, type DrainResult } from '../worker';

export const USAGE = `Usage: npm run --silent contact -- <command>

  list [--status pending|delivered|quarantined|dead] [--kind contact|accessibility] [--json]
                                   messages, oldest first
  show ID                          one message in full (JSON)
  retry ID                         a dead or pending message: deliver now, with 24 h of retries again
  release ID                       a quarantined message: judged a person, deliver it now
  deliver                          deliver every message that is due now
  purge --older-than 90d [--status delivered]   delete messages last changed before then
  erase --email ADDRESS            delete every message from that address, in every status and store

Reads CONTACT_DB_FILE (default .data/contact.db) and the HubSpot settings like the server.`;

export type CliIo = { out: (text: string) => void; err: (text: string) => void };
export type CliDeps = {
  store: ContactStore;
  env: ContactEnv;
  now?: number;
  /** How long `retry`/`release` wait for a running server's worker that claimed the message first. */
  workerWaitMs?: number;
};

class UsageError extends Error {}

/** The staff CLI's commands; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runContactCli(args: string[], deps: CliDeps, io: CliIo): Promise<number> {
  try {
    return await dispatch(args, deps, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ContactStoreError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function dispatch(
  [command, ...rest]: string[],
  { store, env, now = Date.now(), workerWaitMs = LEASE_MS }: CliDeps,
  io: CliIo,
) {
  const flags = parseFlags(rest);
  switch (command) {
    case 'list': {
      const status = flags.status === undefined ? undefined : parseStatus(flags.status);
      const kind = flags.kind === undefined ? undefined : parseKind(flags.kind);
      const messages = (await store.list({ status })).filter(
        (stored) => kind === undefined || contactKind(stored.message) === kind,
      );
      io.out(flags.json === true ? terminalJson(messages.map(summary)) : table(messages));
      return 0;
    }
    case 'show': {
      const message = await store.get(requireId(flags));
      if (!message) throw new ContactStoreError(`No contact message with id ${flags._}.`);
      io.out(terminalJson(full(message)));
      return 0;
    }
    case 'retry':
    case 'release': {
      const id = requireId(flags);
      const message =
        command === 'retry' ? await store.retry(id, now) : await store.release(id, now);
      io.out(
        `${id}: ${command === 'retry' ? 'queued for delivery' : 'released and queued for delivery'}`,
      );
      return deliverNow({ store, env }, io, { queued: message, workerWaitMs });
    }
    case 'deliver':
      return deliverNow({ store, env }, io);
    case 'purge': {
      const olderThan = flags['older-than'];
      if (typeof olderThan !== 'string')
        throw new UsageError('purge needs --older-than, for example 90d.');
      const status = flags.status === undefined ? 'delivered' : parseStatus(flags.status);
      const purged = await store.purge({ status, before: now - parseAge(olderThan) });
      io.out(`Deleted ${purged} ${status} message(s) older than ${olderThan}.`);
      return 0;
    }
    case 'erase': {
      const email = flags.email;
      if (typeof email !== 'string' || !email.includes('@'))
        throw new UsageError('erase needs --email ADDRESS, for example --email navn@example.no.');
      const erased = await store.erase(email);
      io.out(`Erased ${erased} message(s) from ${email.trim()} (every status, every store).`);
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
      io.out(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

async function deliverNow(
  deps: { store: ContactStore; env: ContactEnv },
  io: CliIo,
  one?: { queued: StoredMessage; workerWaitMs: number },
) {
  if (!deps.env.hubspot) {
    io.out(
      'HubSpot is not configured (HUBSPOT_PORTAL_ID, HUBSPOT_FORM_GUID): the message stays pending in the store.',
    );
    return 0;
  }
  const result: DrainResult = await deliverDue(deps);
  io.out(
    `Delivery run: ${result.delivered} delivered, ${result.retrying} to retry, ${result.dead} dead.`,
  );
  if (!one) return 0;
  const { id } = one.queued;
  let after = await deps.store.get(id);
  if (after && unattempted(after, one.queued)) {
    // A running server's worker claimed it between the release and this run; its attempt decides.
    io.out(
      `${id}: a running server is delivering it; waiting for its attempt (up to ${Math.ceil(one.workerWaitMs / 1000)} s).`,
    );
    after = await attemptedElsewhere(deps.store, one.queued, one.workerWaitMs);
  }
  io.out(
    `${id}: ${after?.status ?? 'gone'}${after?.lastError ? ` (last error: ${after.lastError})` : ''}`,
  );
  return after?.status === 'delivered' ? 0 : 1;
}

/** Still pending with as many attempts as when it was queued: nobody has finished an attempt. */
const unattempted = (now: StoredMessage, queued: StoredMessage) =>
  now.status === 'pending' && now.attempts === queued.attempts;

const WORKER_POLL_MS = 250;

/** The message once another worker's attempt has ended, or as it is after `waitMs`. */
async function attemptedElsewhere(store: ContactStore, queued: StoredMessage, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const current = await store.get(queued.id);
    if (!current || !unattempted(current, queued) || Date.now() >= deadline) return current;
    await new Promise((resolve) => setTimeout(resolve, WORKER_POLL_MS));
  }
}

type Flags = Record<string, string | true> & { _?: string };

function parseFlags(args: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const next = args[i + 1];
      if (inline !== undefined) flags[name] = inline;
      else if (name !== 'json' && next !== undefined && !next.startsWith('--'))
        flags[name] = args[++i];
      else flags[name] = true;
    } else if (flags._ === undefined) flags._ = arg;
    else throw new UsageError(`Unexpected argument "${arg}".`);
  }
  return flags;
}

function requireId(flags: Flags): string {
  if (!flags._) throw new UsageError('Give the message id (see `list`).');
  return flags._;
}

function parseStatus(value: string | true): ContactStatus {
  if (typeof value === 'string' && (CONTACT_STATUSES as readonly string[]).includes(value))
    return value as ContactStatus;
  throw new UsageError(`--status must be one of ${CONTACT_STATUSES.join(', ')}.`);
}

function parseKind(value: string | true): ContactKind {
  if (typeof value === 'string' && (CONTACT_KINDS as readonly string[]).includes(value))
    return value as ContactKind;
  throw new UsageError(`--kind must be one of ${CONTACT_KINDS.join(', ')}.`);
}

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

export function parseAge(value: string): number {
  const match = /^(\d+)([dhm])$/.exec(value.trim());
  if (!match)
    throw new UsageError(
      `--older-than must be a number and a unit (d, h or m), like 90d; got "${value}".`,
    );
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function summary(message: StoredMessage) {
  return {
    id: message.id,
    status: message.status,
    kind: contactKind(message.message),
    receivedAt: iso(message.receivedAt),
    email: message.message.email,
    firstname: message.message.firstname,
    lastname: message.message.lastname,
    attempts: message.attempts,
    lastError: message.lastError,
  };
}

function full(message: StoredMessage) {
  return {
    ...summary(message),
    spamReason: message.spamReason,
    nextAttemptAt: iso(message.nextAttemptAt),
    retryingSince: iso(message.cycleStartedAt),
    deliveredAt: iso(message.deliveredAt),
    updatedAt: iso(message.updatedAt),
    message: message.message,
    context: message.context,
  };
}

function table(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.';
  const rows = messages.map((m) =>
    [
      m.id,
      m.status + (m.spamReason ? ` (${m.spamReason})` : ''),
      contactKind(m.message),
      iso(m.receivedAt) ?? '',
      String(m.attempts),
      m.message.email,
      (m.lastError ?? '').slice(0, 60),
    ].map(terminalSafe),
  );
  const header = ['ID', 'STATUS', 'KIND', 'RECEIVED', 'ATTEMPTS', 'EMAIL', 'LAST ERROR'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The process environment, validated, for the CLI entry point. */
export function cliEnv(): ContactEnv {
  return readContactEnv();
}
