/** Credentials encrypted at rest: bound to their row, keyed from the environment or a local key file. */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { credentialCipherFrom, loadCredentialCipher } from './credential-cipher';

const KEY = 'k'.repeat(40);

describe('credential cipher', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('gives back what it encrypted, only for the same context and key, and never the same text twice', () => {
    const cipher = credentialCipherFrom(KEY);
    const stored = cipher.encrypt('sl-secret-key', 'organization:1:shelterluv');
    expect(stored).not.toContain('sl-secret-key');
    expect(cipher.encrypt('sl-secret-key', 'organization:1:shelterluv')).not.toBe(stored);
    expect(cipher.decrypt(stored, 'organization:1:shelterluv')).toBe('sl-secret-key');
    expect(cipher.decrypt(stored, 'organization:2:shelterluv')).toBeNull();
    expect(credentialCipherFrom('x'.repeat(40)).decrypt(stored, 'organization:1:shelterluv')).toBeNull();
    expect(cipher.decrypt(`${stored.slice(0, -2)}AA`, 'organization:1:shelterluv')).toBeNull();
    expect(cipher.decrypt('not-a-value', 'organization:1:shelterluv')).toBeNull();
  });

  it('keeps a random key in DATA_DIR with the embedded database, readable by its owner only', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sac-keys-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const first = (await loadCredentialCipher(config))!;
    const stored = first.encrypt('password', 'organization:3:shelterbuddy');
    const again = (await loadCredentialCipher(config))!;
    expect(again.decrypt(stored, 'organization:3:shelterbuddy')).toBe('password');
    expect((await stat(path.join(dir, 'credentials.key'))).mode & 0o777).toBe(0o600);
  });

  it('has no cipher with a PostgreSQL server and no CREDENTIALS_KEY, and uses the key when set', async () => {
    const server = { NODE_ENV: 'test', DATABASE_URL: 'postgres://db.example/sac' };
    expect(await loadCredentialCipher(loadConfig(server))).toBeNull();
    const keyed = (await loadCredentialCipher(loadConfig({ ...server, CREDENTIALS_KEY: KEY })))!;
    expect(credentialCipherFrom(KEY).decrypt(keyed.encrypt('a', 'c'), 'c')).toBe('a');
  });

  it('refuses a CREDENTIALS_KEY shorter than 32 characters, without echoing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CREDENTIALS_KEY: 'short-secret' })).toThrow(
      /CREDENTIALS_KEY: expected text of 32 characters or more$/m,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CREDENTIALS_KEY: 'short-secret' })).not.toThrow(
      /short-secret/,
    );
  });
});
