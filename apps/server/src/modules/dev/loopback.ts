// The development routes answer only the machine the server runs on: they hold reset links and start jobs.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.ip);
}
