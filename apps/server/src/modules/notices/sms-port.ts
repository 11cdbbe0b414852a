// Text messages (issue 27 item 6): a port with no provider wired, since none is reachable from here. The log stand-in
// records what would be sent; the notice service routes the kinds the club must send to it once a provider is set.
import type { Logger } from 'pino';

export type SmsSender = {
  /** True when a real provider is configured; the notice service only routes to a configured one. */
  readonly configured: boolean;
  send(message: { to: string; text: string; kind: string }): Promise<void>;
};

/** Writes each message to the log (the phone number shortened), as a provider would send it. */
export function createLogSms(log: Pick<Logger, 'info'>, options: { configured?: boolean } = {}): SmsSender {
  return {
    configured: options.configured ?? false,
    async send({ to, text, kind }) {
      log.info({ to: `${to.slice(0, 4)}…${to.slice(-2)}`, kind, length: text.length }, 'sms (log stand-in)');
    },
  };
}
