/**
 * Shelter-software credentials encrypted at rest (issue 16): AES-256-GCM (node:crypto) with a key derived by
 * HKDF-SHA256 from CREDENTIALS_KEY, or, with the embedded database and no key set, from a random key kept in
 * DATA_DIR/credentials.key (made once, readable by its owner only). Each value is bound to the row it belongs
 * to (the organization and vendor are the additional authenticated data), so a ciphertext copied to another
 * organization does not decrypt. Stored as `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

const VERSION = 'v1';
const KEY_FILE = 'credentials.key';

export type CredentialCipher = {
  encrypt(plaintext: string, context: string): string;
  /** The plaintext, or null when the value was not made by this key for this context. */
  decrypt(stored: string, context: string): string | null;
};

export function credentialCipherFrom(secret: string): CredentialCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sac-portal', 'shelter-software-credentials', 32));
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(stored, context) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The cipher of this configuration, or null when credentials cannot be stored (a server without a key). */
export async function loadCredentialCipher(config: Config): Promise<CredentialCipher | null> {
  if (config.credentialsKey) return credentialCipherFrom(config.credentialsKey);
  if (config.databaseUrl) return null;
  const file = path.join(config.dataDir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return credentialCipherFrom(existing.trim());
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: of two processes racing to make it, one writes and the other reads that one's key.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  return credentialCipherFrom((await readFile(file, 'utf8')).trim());
}
