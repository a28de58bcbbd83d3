/** The user object of the devise_token_auth endpoints (sign in, validate token, refresh). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema/index';

export async function presentAuthUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      title: users.title,
      systemAdmin: users.systemAdmin,
      locationId: users.locationId,
      confirmedAt: users.confirmedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    uid: user.email,
    provider: 'email',
    full_name: user.fullName,
    title: user.title,
    system_admin: user.systemAdmin,
    location_id: user.locationId,
    confirmed_at: user.confirmedAt,
    created_at: user.createdAt,
  };
}
