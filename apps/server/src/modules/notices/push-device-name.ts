// What a person recognises a device by in their list ("Chrome on Android"), read from the User-Agent it subscribed
// with. The web app words it in the person's language; unknown browsers and systems are "other".
import type { PushBrowser, PushSystem } from '@swim/shared/api/push';

/** Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari". */
const BROWSERS: ReadonlyArray<[RegExp, PushBrowser]> = [
  [/\bEdg(A|iOS)?\//, 'edge'],
  [/\b(OPR|OPT|Opera)\//, 'opera'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\b(Firefox|FxiOS)\//, 'firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'chrome'],
  [/\bSafari\//, 'safari'],
];

/** iPads ask for the desktop site and say "Macintosh"; Android also says "Linux". */
const SYSTEMS: ReadonlyArray<[RegExp, PushSystem]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'ios'],
  [/\bAndroid\b/, 'android'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bWindows\b/, 'windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macos'],
  [/\bLinux\b/, 'linux'],
];

/** The browser and system a User-Agent names; 'other' for what it does not recognise. */
export function describeUserAgent(userAgent: string | null): { browser: PushBrowser; system: PushSystem } {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
  return { browser, system };
}
