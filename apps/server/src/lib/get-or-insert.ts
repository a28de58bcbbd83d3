/**
 * The value kept under `key`, made by `make` and kept the first time it is asked for: TC39's
 * `Map.prototype.getOrInsertComputed`, which Node 20 lacks. For the caches keyed by database, dialect,
 * access or resource, where a missing entry used to take five lines of `get`, `if`, `new`, `set`.
 */
export function getOrInsertComputed<K, V>(map: Map<K, V>, key: K, make: (key: K) => V): V;
export function getOrInsertComputed<K extends WeakKey, V>(map: WeakMap<K, V>, key: K, make: (key: K) => V): V;
export function getOrInsertComputed<K extends WeakKey, V>(
  map: Map<K, V> | WeakMap<K, V>,
  key: K,
  make: (key: K) => V,
): V {
  const known = map.get(key);
  // A kept `undefined` is a value, as in the proposal; `has` only asks when `get` cannot tell.
  if (known !== undefined || map.has(key)) return known as V;
  const value = make(key);
  map.set(key, value);
  return value;
}
