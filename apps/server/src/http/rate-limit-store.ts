// @fastify/rate-limit's store on our counters: Redis when configured, this process while Redis does not answer
// (lib/counters.ts), so a Redis outage never holds or fails a request (issue 20).
import type { Counters } from '../lib/counters.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
type Route = { method?: unknown; url?: unknown };

/** The store class the plugin instantiates (`new Store(options)`), with a child per route that has its own limit. */
export function counterStore(counters: Counters) {
  return class CounterStore {
    readonly prefix: string;

    constructor(_pluginOptions?: unknown, prefix = 'rate-limit:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.take(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    /** A route with a limit of its own counts apart (the plugin passes its options with the route as routeInfo). */
    child(params: object): CounterStore {
      const route: Route = (params as { routeInfo?: Route }).routeInfo ?? params;
      return new CounterStore(undefined, `${this.prefix}${String(route.method)}${String(route.url)}-`);
    }
  };
}
