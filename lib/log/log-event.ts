import { sanitizeFields } from './sanitize';

export type LogLevel = 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

export type LogLine = { time: string; level: LogLevel; event: string } & LogFields;

const RESERVED = new Set(['time', 'level', 'event']);

/** The line logEvent writes, without writing it (tests and other sinks). */
export function formatLogLine(
  event: string,
  fields: LogFields = {},
  level: LogLevel = 'info',
  now = new Date(),
): string {
  const extra = Object.fromEntries(Object.entries(fields).filter(([key]) => !RESERVED.has(key)));
  const line: LogLine = { time: now.toISOString(), level, event, ...sanitizeFields(extra) };
  return JSON.stringify(line);
}

/**
 * Writes one JSON line: info to stdout, warn and error to stderr, so a platform's log
 * search (Vercel, docker logs, journald) can filter on `event` and `level`. Fields are
 * sanitized: never pass message bodies or a visitor's details, and they are redacted if you do.
 * console.* rather than process.stdout, because it exists in every Next.js runtime.
 */
export function logEvent(event: string, fields: LogFields = {}, level: LogLevel = 'info'): void {
  const line = formatLogLine(event, fields, level);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/** The level an HTTP outcome deserves: our faults are errors, the caller's are warnings. */
export function levelForStatus(status: number): LogLevel {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}
