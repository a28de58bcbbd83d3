/** A new user, made what `setup` makes them (a member, a manager…), signed in: the session of a test's role. */

import type { TestApp } from './app';
import { createUser } from './factories';
import { type Session, signIn } from './http';

export async function signInNewUser(
  t: TestApp,
  setup: (userId: number) => Promise<unknown> = async () => undefined,
  systemAdmin = false,
): Promise<Session> {
  const user = await createUser(t.database.db, { systemAdmin });
  await setup(user.id);
  return signIn(t.app, user.email);
}
