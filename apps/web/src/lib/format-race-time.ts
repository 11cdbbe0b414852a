/** A swim time in hundredths of a second as m:ss.cc, e.g. 10235 -> '1:42.35'. */
export function formatRaceTime(centiseconds: number): string {
  const total = Math.max(0, Math.round(centiseconds));
  const minutes = Math.floor(total / 6000);
  const seconds = Math.floor((total % 6000) / 100);
  const hundredths = total % 100;
  return `${minutes}:${String(seconds).padStart(2, '0')}.${String(hundredths).padStart(2, '0')}`;
}
