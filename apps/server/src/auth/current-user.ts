/** Resolves the user and device of a request from its devise_token_auth headers. */
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { accessFromMemberships, type MembershipRow, membershipsJson } from '../access/load-access';
import type { Access, CurrentUser } from '../access/types';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { authTokens, users } from '../db/schema/index';
import { getOrInsertComputed } from '../lib/get-or-insert';
import { AuthenticationCache } from './authentication-cache';
import { matchToken, type TokenRow } from './tokens';

export type AuthHeaders = { accessToken: string; client: string; uid: string };

type RequestHeaders = Record<string, string | string[] | undefined>;

export function readAuthHeaders(headers: RequestHeaders): AuthHeaders | null {
  const accessToken = pick(headers, 'access-token') ?? bearer(pick(headers, 'authorization'));
  const client = pick(headers, 'client');
  const uid = pick(headers, 'uid');
  return accessToken && client && uid ? { accessToken, client, uid } : null;
}

// Module-level rather than a closure per request: tsx (esbuild keepNames) names each closure it creates.
function pick(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 512 ? value : undefined;
}

const bearer = (value: string | undefined) => (value?.startsWith('Bearer ') ? value.slice(7) : undefined);

export type Authenticated = {
  user: CurrentUser;
  token: TokenRow;
  access: Access;
  /** The request came with the token before the last rotation (inside its grace period). */
  superseded: boolean;
};

export async function authenticate(
  db: Db,
  headers: AuthHeaders,
  now: Date,
  config: Config,
  cache: AuthenticationCache,
): Promise<Authenticated | null> {
  const uid = headers.uid.toLowerCase();
  const key = AuthenticationCache.keyOf(headers.client, uid);
  const cached = cache.get(key);
  if (cached) {
    const { value } = cached;
    if (headers.accessToken === cached.verifiedToken && value.token.expiresAt > now) {
      return { ...value, superseded: false };
    }
    const match = matchToken(value.token, headers.accessToken, now, config);
    // No match may mean a token rotated by another process since: the database tells.
    if (match) return { ...value, superseded: match === 'superseded' };
  }
  const mark = cache.mark();
  const [row] = await authenticationQuery(db).execute({ client: headers.client, uid });
  const match = row && matchToken(row.token, headers.accessToken, now, config);
  if (!row || !match) return null;
  const found = {
    user: row.user,
    token: row.token,
    access: accessFromMemberships(row.user, row.memberships),
  };
  cache.store(key, found, mark, match === 'current' ? headers.accessToken : undefined);
  return { ...found, superseded: match === 'superseded' };
}

/**
 * Every request runs this query, so it is a named prepared statement: PostgreSQL plans it once per
 * connection. One round trip gives the device, the user and the user's memberships. It is compiled once
 * per database and its row is mapped by position (drizzle's generic mapping checks every field's kind
 * on every row).
 */
const prepared = new WeakMap<Db, ReturnType<typeof prepareAuthentication>>();
const authenticationQuery = (db: Db) => getOrInsertComputed(prepared, db, prepareAuthentication);

export const userColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  systemAdmin: users.systemAdmin,
  locationId: users.locationId,
};

type AuthenticationRow = { token: TokenRow; user: CurrentUser; memberships: MembershipRow[] };

const tokenColumns = Object.entries(getTableColumns(authTokens));
const userColumnList = Object.entries(userColumns);

function prepareAuthentication(db: Db) {
  // A flat selection keeps the columns in this order: token columns, user columns, memberships.
  const selected = [
    ...tokenColumns.map(([, column]) => column),
    ...userColumnList.map(([, column]) => column),
    membershipsJson(users.id),
  ];
  const query = db
    .select(Object.fromEntries(selected.map((expression, i) => [`c${i}`, expression])))
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.client, sql.placeholder('client')),
        eq(sql`lower(${users.email})`, sql.placeholder('uid')),
        isNull(users.archivedAt),
      ),
    )
    .limit(1)
    .toSQL();
  return db._.session.prepareQuery<{ execute: AuthenticationRow[]; all: unknown; values: unknown }>(
    query,
    undefined,
    'authenticate_request',
    true,
    (rows) => rows.map(toAuthenticationRow),
  );
}

const decode = (column: { mapFromDriverValue(value: unknown): unknown }, value: unknown) =>
  value === null ? null : column.mapFromDriverValue(value);

function toAuthenticationRow(values: unknown[]): AuthenticationRow {
  const token: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  let i = 0;
  for (const [key, column] of tokenColumns) token[key] = decode(column, values[i++]);
  for (const [key, column] of userColumnList) user[key] = decode(column, values[i++]);
  return {
    token: token as TokenRow,
    user: user as CurrentUser,
    memberships: (values[i] ?? []) as MembershipRow[],
  };
}
