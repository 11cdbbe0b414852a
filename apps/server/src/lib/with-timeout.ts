/** The work's result, or a rejection once `ms` have passed without one (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'the work'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Like withTimeout, for work that waits on a socket: when the timer fires, the replies this process has already
 * received are read first (one turn of the event loop's I/O phase, via setImmediate) and only then is the work
 * given up. A process too busy to run its timers on time (a burst of requests, a busy machine) would otherwise
 * blame the other side for its own lag: after a long block, Node runs expired timers before it reads the sockets.
 */
export function withPatientTimeout<T>(work: Promise<T>, ms: number, what = 'the work'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      immediate = setImmediate(() => reject(new Error(`${what} did not answer within ${ms} ms`)));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  });
}
