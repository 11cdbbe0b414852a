/** The work's result, or a rejection once `ms` have passed without one (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'the work'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
