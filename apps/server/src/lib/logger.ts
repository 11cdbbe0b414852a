// One logger for the process: the database pool and the HTTP app write to the same pino instance. In production (or
// with LOG_FORMAT=json) it writes pino's JSON lines for a log collector; otherwise short lines a person can read.
import pino, { type Logger } from 'pino';

export type { Logger };
export type LogFormat = 'json' | 'text';

/** Something the text lines go to (process.stdout by default; a test's collector). */
export type LogSink = { write: (line: string) => unknown; isTTY?: boolean };

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** A request's address without its query: a mailed sign-in link's token travels in it. */
function withoutQuery(url: unknown): unknown {
  return typeof url === 'string' ? url.split('?', 1)[0] : url;
}

/** Every line's request (Fastify's `req`, after its own serializer) with the path only. */
function logWithoutQueries(object: Record<string, unknown>): Record<string, unknown> {
  const req = object.req as { url?: unknown } | undefined;
  if (!req || typeof req !== 'object' || !('url' in req)) return object;
  return { ...object, req: { ...req, url: withoutQuery(req.url) } };
}

/** A pino logger at the configured level, in the chosen format, that never writes credentials or query strings. */
export function createLogger(options: { level?: string; format?: LogFormat; sink?: LogSink } = {}): Logger {
  const { level = 'info', format = 'json', sink } = options;
  const base = { level, redact: REDACT, formatters: { log: logWithoutQueries } };
  if (format === 'json') return sink ? pino(base, sink) : pino(base);
  const out = sink ?? process.stdout;
  return pino({ ...base, base: undefined }, { write: (json: string) => out.write(formatLine(json, colours(out))) });
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 40: '\u001b[33m', 50: '\u001b[31m', 60: '\u001b[31m' };
/** Pino's own fields and the request's (said in the message already), left out of the key=value tail. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err', 'req', 'res', 'reqId']);

const colours = (sink: LogSink) => Boolean(sink.isTTY) && !process.env.NO_COLOR;

/** One pino JSON line as "12:03:04 WARN message key=value", an error's stack on the lines after it. */
export function formatLine(json: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const level = Number(entry.level);
  const time = new Date(Number(entry.time) || Date.now()).toTimeString().slice(0, 8);
  let name = (LEVELS[level] ?? String(level)).padEnd(5);
  if (colour && COLOURS[level]) name = `${COLOURS[level]}${name}\u001b[0m`;
  const inline: string[] = [];
  const below: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (OMITTED.has(key) || value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    // A field that reads as a sentence gets a line of its own (the start-up summary's), short ones follow the message.
    if (text.includes(' ')) below.push(`  ${`${key}:`.padEnd(10)} ${text}`);
    else inline.push(`${key}=${text}`);
  }
  let line = [time, name, String(entry.msg ?? ''), ...inline].join(' ').trimEnd();
  if (below.length > 0) line += `\n${below.join('\n')}`;
  const err = entry.err as { stack?: string; message?: string } | undefined;
  if (err) line += `\n  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}`;
  return `${line}\n`;
}
