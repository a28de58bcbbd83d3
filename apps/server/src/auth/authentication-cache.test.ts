import { describe, expect, it } from 'vitest';
import type { Access } from '../access/types';
import { AuthenticationCache, type CachedAuthentication } from './authentication-cache';
import type { TokenRow } from './tokens';

const value = (userId: number): CachedAuthentication => {
  const user = {
    id: userId,
    email: `u${userId}@example.org`,
    fullName: 'U',
    systemAdmin: false,
    locationId: null,
  };
  const access: Access = {
    user,
    isAdmin: false,
    organizationRoles: new Map(),
    coalitionRoles: new Map(),
    coalitionMemberships: new Map(),
  };
  return { token: { id: userId, userId } as TokenRow, user, access };
};

function liveCache(maxAgeMs = 60_000, maxEntries = 100) {
  let now = 0;
  const cache = new AuthenticationCache(maxAgeMs, maxEntries, () => now);
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('AuthenticationCache', () => {
  it('keeps what was stored, under its device and uid', () => {
    const { cache } = liveCache();
    const key = AuthenticationCache.keyOf('client-1', 'a@example.org');
    cache.store(key, value(1), cache.mark());
    expect(cache.get(key)?.value.user.id).toBe(1);
    expect(cache.get(AuthenticationCache.keyOf('client-1', 'b@example.org'))).toBeUndefined();
  });

  it('drops an entry once it is maxAgeMs old', () => {
    const { cache, advance } = liveCache(1000);
    cache.store('k', value(1), cache.mark());
    advance(999);
    expect(cache.get('k')).toBeDefined();
    advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a user’s devices on their notification, everyone on *', () => {
    const { cache } = liveCache();
    cache.store('a1', value(1), cache.mark());
    cache.store('a2', value(1), cache.mark());
    cache.store('b', value(2), cache.mark());
    cache.changed('1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.changed('not a user');
    expect(cache.get('b')).toBeDefined();
    cache.changed('*');
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a load that was under way when anything was dropped', () => {
    const { cache } = liveCache();
    const mark = cache.mark();
    cache.changed('7');
    cache.store('k', value(1), mark);
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', value(1), cache.mark());
    expect(cache.get('k')).toBeDefined();
  });

  it('keeps nothing while notifications may be missed, and forgets all when they may have been', () => {
    const { cache } = liveCache();
    cache.store('k', value(1), cache.mark());
    cache.setLive(false);
    expect(cache.get('k')).toBeUndefined();
    cache.store('k', value(1), cache.mark());
    expect(cache.get('k')).toBeUndefined();
    expect(new AuthenticationCache(0).enabled).toBe(false);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = liveCache(60_000, 2);
    cache.store('a', value(1), cache.mark());
    cache.store('b', value(2), cache.mark());
    cache.store('c', value(3), cache.mark());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    // The dropped entry left no trace in the index by user.
    cache.changed('1');
    expect(cache.size).toBe(2);
  });
});
