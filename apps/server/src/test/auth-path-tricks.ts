// The path tricks of the auth bypass (issue 14, defect A): each was seen reaching a library endpoint that is not
// exposed, or an exposed one around its own limits. The auth tests and the reliability suite both send them.

/** Paths seen getting through before the bridge decided on the normalized path; the first 13 are not canonical. */
export const AUTH_PATH_TRICKS = [
  '/api/auth/callback/..\\sign-in\\email',
  '/api/auth/callback/..%5csign-in%5cemail',
  '/api/auth/callback/..%2fsign-in%2femail',
  '/api/auth/callback/%2e%2e/sign-in/email',
  '/api/auth/callback/../sign-in/email',
  '/api/auth/callback/./../update-user',
  '/api/auth/callback/..\\update-user',
  '/api/auth/callback//update-user',
  '/api/auth/reset-password/..\\list-sessions',
  '/api/auth/reset-password/..%5Clist-sessions',
  '/api/auth/callback/..\\change-password',
  '/api/auth/callback/..\\request-password-reset',
  '/api/auth/callback/..\\sign-up\\email',
  '/api/auth/Update-User',
  '/api/auth/update-user',
  '/api/auth/list-sessions',
];

/** Library endpoints the bridge does not expose. */
const HIDDEN = [
  'update-user',
  'list-sessions',
  'change-password',
  'change-email',
  'delete-user',
  'revoke-sessions',
  'revoke-other-sessions',
  'set-password',
  'link-social',
  'list-accounts',
  'unlink-account',
];
/** Exposed endpoints with limits of their own, reached around them by a trick. */
const GUARDED = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'send-verification-email',
  'reset-password',
];
/** Exposed endpoints a trick could start from. */
const STARTS = ['callback', 'reset-password', 'verify-email', 'sign-in', 'get-session'];

/** Ways to write "go up one level" or "/" that some layer between the socket and the library undoes. */
const ups = (target: string) => {
  const back = target.replaceAll('/', '\\');
  const encoded = target.replaceAll('/', '%2f');
  return [
    `..\\${back}`,
    `..%5c${target.replaceAll('/', '%5c')}`,
    `..%5C${target.replaceAll('/', '%5C')}`,
    `..%2f${encoded}`,
    `..%2F${target.replaceAll('/', '%2F')}`,
    `%2e%2e/${target}`,
    `%2E%2E%2F${encoded}`,
    `.%2e/${target}`,
    `../${target}`,
    `./../${target}`,
    `x/../../${target}`,
    `..;/${target}`,
    `%252e%252e/${target}`,
    `/${target}`,
  ];
};

/**
 * The whole family: every hidden or guarded endpoint behind every trick, plus case and slash variants. (Paths that
 * leave /api/, such as /API/auth/..., are the web app's to answer: they never reach the API.)
 */
export function authPathTrickFamily(): string[] {
  const paths = new Set(AUTH_PATH_TRICKS);
  for (const target of [...HIDDEN, ...GUARDED]) {
    for (const start of STARTS) for (const up of ups(target)) paths.add(`/api/auth/${start}/${up}`);
    if (HIDDEN.includes(target)) paths.add(`/api/auth/${target}`);
    paths.add(`/api/auth/${target.toUpperCase()}`);
    paths.add(`/api/auth/${target.charAt(0).toUpperCase()}${target.slice(1)}`);
    paths.add(`/api//auth/${target}`);
    paths.add(`/api/auth//${target}`);
    paths.add(`/api/auth/./${target}`);
    paths.add(`/api/auth/${target}/`);
    if (target.includes('/')) paths.add(`/api/auth/${target.replaceAll('/', '%2f')}`);
    paths.add(`/api/auth\\${target.replaceAll('/', '\\')}`);
  }
  return [...paths];
}
