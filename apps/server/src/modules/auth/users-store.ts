import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';

export const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      googleSubject: users.googleSubject,
      locale: users.locale,
    })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return user ?? null;
}

/** Read on every GET /api/auth/user: prepared once per database. */
const userById = perDatabase((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      isVerified: users.isVerified,
      hasCompletedOnboarding: users.hasCompletedOnboarding,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: string) {
  const [user] = await userById(db).execute({ id });
  return user ?? null;
}
