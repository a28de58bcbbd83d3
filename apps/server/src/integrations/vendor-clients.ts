/**
 * A shelter-software client for an organization's stored connection (issue 16): its credentials decrypted with
 * the server's key (credential-cipher.ts, loaded once per config) and the vendor's base URL from the settings.
 * Used by "Test connection" and by the aggregation job.
 */
import type { Config } from '../config';
import type { shelterSoftwareConnections } from '../db/schema/index';
import { getOrInsertComputed } from '../lib/get-or-insert';
import { type CredentialCipher, loadCredentialCipher } from './credential-cipher';
import { createShelterbuddyClient, type ShelterbuddyClient } from './shelterbuddy/shelterbuddy-client';
import { createShelterluvClient, type ShelterluvClient } from './shelterluv/shelterluv-client';
import { VendorError, type VendorHttpOptions } from './vendor-http';

export type ConnectionRow = typeof shelterSoftwareConnections.$inferSelect;

const ciphers = new WeakMap<Config, Promise<CredentialCipher | null>>();

/** The server's credential cipher; null when it has none (a PostgreSQL server without CREDENTIALS_KEY). */
export function credentialCipherOf(config: Config): Promise<CredentialCipher | null> {
  return getOrInsertComputed(ciphers, config, loadCredentialCipher);
}

/** What a connection's credentials are bound to: its organization and vendor. */
export const credentialContext = (organizationId: number, vendor: string) =>
  `organization:${organizationId}:${vendor}`;

export type VendorClient =
  | { vendor: 'shelterluv'; client: ShelterluvClient }
  | { vendor: 'shelterbuddy'; client: ShelterbuddyClient };

type ClientOptions = Pick<VendorHttpOptions, 'retries' | 'timeoutMs' | 'requestsPerSecond' | 'minBackoffMs'>;

/** A client of the connection's vendor with its credentials decrypted; a VendorError when they cannot be. */
export async function vendorClientOf(
  config: Config,
  connection: ConnectionRow,
  options: ClientOptions = {},
): Promise<VendorClient> {
  const vendorName = connection.vendor === 'shelterluv' ? 'ShelterLuv' : 'ShelterBuddy';
  const cipher = await credentialCipherOf(config);
  const secret = cipher?.decrypt(
    connection.secret,
    credentialContext(connection.organizationId, connection.vendor),
  );
  if (!cipher || secret === null || secret === undefined) {
    throw new VendorError(
      vendorName,
      'unauthorized',
      cipher
        ? 'The stored credentials cannot be read with this server’s key: enter them again.'
        : 'This server has no CREDENTIALS_KEY to read the stored credentials with.',
    );
  }
  const http = { requestsPerSecond: config.vendorRequestsPerSecond, ...options };
  if (connection.vendor === 'shelterluv') {
    return {
      vendor: 'shelterluv',
      client: createShelterluvClient({ ...http, apiKey: secret, baseUrl: config.shelterluvBaseUrl }),
    };
  }
  return {
    vendor: 'shelterbuddy',
    client: createShelterbuddyClient({
      ...http,
      username: connection.username ?? '',
      password: secret,
      baseUrl: config.shelterbuddyBaseUrl.replace('{site}', connection.site ?? ''),
    }),
  };
}
