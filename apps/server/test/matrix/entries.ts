/** Shared shapes of the authorization matrix (../authorization-matrix.int.test.ts) and its parts. */
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../support/app';

export const ROLES = ['anonymous', 'admin', 'manager', 'viewer', 'coalition', 'legacy'] as const;
export type Role = (typeof ROLES)[number];
export type Expected = Record<Role, number>;
export type Fixtures = Record<string, number | string>;

/** The same status for every signed-in role, and 401 without a token. */
export const signedIn = (status: number): Expected => ({
  anonymous: 401,
  admin: status,
  manager: status,
  viewer: status,
  coalition: status,
  legacy: status,
});
export const everyone = (status: number): Expected => ({ ...signedIn(status), anonymous: status });

export type Entry = {
  expected: Expected;
  /** The concrete request; path parameters come from the demo fixtures. */
  request: (f: Fixtures) => Omit<InjectOptions, 'headers'>;
  /** Calls that end the session get a session of their own. */
  ownSession?: boolean;
};

/** A part of the matrix kept in its own file: its entries and the fixtures they need beyond the shared ones. */
export type MatrixPart = {
  entries: Record<string, Entry>;
  fixtures?: (t: TestApp, shared: Fixtures) => Promise<Fixtures>;
};
