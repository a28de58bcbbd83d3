/**
 * The authentication of recently seen devices, kept by each API process, so that a signed-in user's
 * requests skip the authentication query while nothing it read has changed (the query's round trip was
 * a third of the CPU of a single-record read).
 *
 * What it holds is the device row, the user and the user's roles. Every change to those is announced by
 * the database on the channel `access_changed` (migration 0012: a user's tokens, the user, their
 * memberships; '*' for a coalition's status), and the entries it concerns are dropped. Besides:
 * - a write request of this process drops every entry before its answer leaves (auth/plugin.ts), so that
 *   the writer's next request never waits for the announcement;
 * - an entry is dropped after `maxAgeMs`, whatever happens;
 * - nothing is cached while the subscription is down (notifications could be missed);
 * - a load that was under way when anything was dropped is not kept (it may have read the old state).
 * The token itself is checked on every request: against the cached hashes, expiry and grace period, or, when
 * it is the very string whose hash matched the row's current one, against the expiry alone.
 */
import type { Access, CurrentUser } from '../access/types';
import { getOrInsertComputed } from '../lib/get-or-insert';
import type { TokenRow } from './tokens';

export type CachedAuthentication = { token: TokenRow; user: CurrentUser; access: Access };

export type CacheEntry = {
  value: CachedAuthentication;
  /** The presented token that matched the row's current hash, which then need not be hashed again. */
  verifiedToken: string | undefined;
  storedAt: number;
};

export const ACCESS_CHANGED_CHANNEL = 'access_changed';

export class AuthenticationCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** The keys of each user's entries. */
  private readonly keysByUser = new Map<number, Set<string>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 20_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  static keyOf(client: string, uid: string): string {
    return `${client}\n${uid}`;
  }

  get size(): number {
    return this.entries.size;
  }

  get enabled(): boolean {
    return this.live && this.maxAgeMs > 0;
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.storedAt >= this.maxAgeMs) {
      this.delete(key, entry.value.user.id);
      return undefined;
    }
    return entry;
  }

  /** Marks the start of a load from the database: pass the mark to `store`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a loaded value, unless caching is off or anything was dropped since `mark`. */
  store(key: string, value: CachedAuthentication, mark: number, verifiedToken?: string): void {
    if (!this.enabled || mark !== this.generation) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CacheEntry];
      this.delete(oldestKey, oldest.value.user.id);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, verifiedToken, storedAt: this.clock() });
    getOrInsertComputed(this.keysByUser, value.user.id, () => new Set()).add(key);
  }

  forgetUser(userId: number): void {
    this.generation += 1;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /** A notification of `access_changed`: a user's id, or '*' for everyone. */
  changed(payload: string): void {
    if (payload === '*') this.forgetAll();
    else if (/^\d+$/.test(payload)) this.forgetUser(Number(payload));
  }

  /** Whether notifications arrive: entries are dropped either way (some may have been missed). */
  setLive(live: boolean): void {
    this.forgetAll();
    this.live = live;
  }

  private delete(key: string, userId: number) {
    this.entries.delete(key);
    const keys = this.keysByUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(userId);
  }
}
