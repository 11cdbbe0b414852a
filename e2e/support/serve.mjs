// Starts what the journeys run against: a local OpenID Connect server standing in for Google, then the built app
// configured to use it. Playwright's webServer runs this; both stop together.
import { spawn } from 'node:child_process';
import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_PROFILE = {
  sub: 'google-e2e-parent',
  email: 'google.parent@example.bg',
  email_verified: true,
  name: 'Гергана Гугълова',
};

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(Number(process.env.E2E_OIDC_PORT ?? 3101), '127.0.0.1');
oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, GOOGLE_PROFILE));
oidc.service.on('beforeUserinfo', (response) => {
  response.body = GOOGLE_PROFILE;
});

const app = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    GOOGLE_CLIENT_ID: 'swim-club-e2e',
    GOOGLE_CLIENT_SECRET: 'swim-club-e2e-secret',
    GOOGLE_ISSUER_URL: oidc.issuer.url,
  },
});

const stop = async (code = 0) => {
  app.kill('SIGTERM');
  await oidc.stop().catch(() => undefined);
  process.exit(code);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
app.on('exit', (code) => void stop(code ?? 0));
