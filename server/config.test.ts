import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('defaults to the embedded SQLite database on port 8080', () => {
  const config = loadConfig({});
  expect(config.DATABASE_URL).toBe('file:data/pecule.db');
  expect(config.PORT).toBe(8080);
  expect(config.PECULE_DEMO).toBe(false);
});

it('means production when NODE_ENV is unset, with the outbox page off', () => {
  const config = loadConfig({});
  expect(config.NODE_ENV).toBe('production');
  expect(config.MAIL_OUTBOX_PAGE).toBe(false);
});

it('reads the demo flag', () => {
  expect(loadConfig({ PECULE_DEMO: '1' }).PECULE_DEMO).toBe(true);
});

it('names the variable and the reason of a bad value', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  try {
    loadConfig({ DATABASE_URL: 'mysql://x' });
  } catch (error) {
    expect((error as Error).message).toContain(
      'DATABASE_URL: must start with file: or postgres://',
    );
  }
});

it('refuses to start with the outbox page under NODE_ENV=production, unset included', () => {
  for (const env of [{ NODE_ENV: 'production' }, {}]) {
    expect(() => loadConfig({ ...env, MAIL_OUTBOX_PAGE: '1' })).toThrow(
      'MAIL_OUTBOX_PAGE: must not be on with NODE_ENV=production',
    );
  }
  expect(loadConfig({ NODE_ENV: 'test', MAIL_OUTBOX_PAGE: '1' }).MAIL_OUTBOX_PAGE).toBe(true);
});

it('reads single sign-on, off by default, and refuses an issuer without its client', () => {
  const off = loadConfig({});
  expect(off.OIDC_ISSUER).toBeUndefined();
  expect(off).toMatchObject({ OIDC_LINK_CLAIM: 'email', OIDC_CREATE_USERS: false });
  expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'pecule' })).toThrow(
    'OIDC_ISSUER: needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
  );
  const sso = {
    OIDC_ISSUER: 'https://id.example',
    OIDC_CLIENT_ID: 'pecule',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_LINK_CLAIM: 'preferred_username',
    OIDC_CREATE_USERS: 'true',
  };
  expect(loadConfig(sso)).toMatchObject({
    OIDC_LINK_CLAIM: 'preferred_username',
    OIDC_CREATE_USERS: true,
  });
  expect(() => loadConfig({ ...sso, OIDC_LINK_CLAIM: 'sub' })).toThrow('OIDC_LINK_CLAIM');
});
