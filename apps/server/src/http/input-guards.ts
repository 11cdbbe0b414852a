// Input no handler should ever see: JSON nested deeper than any real request, NUL bytes (PostgreSQL refuses them in
// text) and lone UTF-16 surrogates (its json types refuse them), which would surface as 500s. All are refused with
// a 400 before validation or any database work.
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from '../lib/errors.js';

/** Deeper than any request of ours (the deepest is about 4); bounded before anything recurses over the value. */
export const MAX_JSON_DEPTH = 32;

/** True when a parsed JSON value nests deeper than the limit (checked without recursion). */
export function exceedsDepth(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** True when any string (key or value) of a parsed JSON value passes the test (checked without recursion). */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (test(current)) return true;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** True when any string (key or value) of a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown): boolean {
  return someText(value, (text) => text.includes('\u0000'));
}

/** Half of a UTF-16 surrogate pair without the other half (JSON's "\ud800"): not Unicode at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string of a parsed JSON value is not well-formed Unicode (PostgreSQL's json types refuse it). */
export function containsLoneSurrogate(value: unknown): boolean {
  return someText(value, (text) => LONE_SURROGATE.test(text));
}

const nulRefused = () => new AppError('BAD_REQUEST', 'Text may not contain a NUL character');

/** Replaces the JSON parser with one that bounds depth, and refuses NUL bytes in the URL and the body. */
export function registerInputGuards(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      // Fastify's own guard against prototype poisoning, kept: __proto__ and constructor.prototype keys are refused.
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(new AppError('BAD_REQUEST', 'The body is not valid JSON'), undefined);
    }
    if (exceedsDepth(parsed)) return done(new AppError('BAD_REQUEST', 'The body is nested too deeply'), undefined);
    done(null, parsed);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    // The path and query: a raw NUL or its escape, in any case.
    const { url } = request;
    done(url.includes('\u0000') || (url.includes('%') && url.toLowerCase().includes('%00')) ? nulRefused() : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const { body } = request;
    if (body === undefined || body === null || Buffer.isBuffer(body)) return done();
    if (containsNul(body)) return done(nulRefused());
    if (containsLoneSurrogate(body)) return done(new AppError('BAD_REQUEST', 'Text must be valid Unicode'));
    done();
  });
}
