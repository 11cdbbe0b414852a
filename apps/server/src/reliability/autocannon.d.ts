// The part of autocannon 9's API the reliability suite uses (the package ships no types).
declare module 'autocannon' {
  type Headers = Record<string, string>;
  type Request = { method?: string; path?: string; headers?: Headers; body?: string };
  namespace autocannon {
    type RequestSpec = Request & {
      /** Called before each send of this request; what it returns is sent. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      /** Called with each response to this request (autocannon reads the body for it). */
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Headers) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: RequestSpec[];
    };
    type Histogram = { average: number; p50: number; p99: number; total: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    };
    type Instance = {
      on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
      on(event: 'reqError', listener: (error: Error) => void): void;
      on(event: 'done', listener: (result: Result) => void): void;
      stop(): void;
    } & PromiseLike<Result>;
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
