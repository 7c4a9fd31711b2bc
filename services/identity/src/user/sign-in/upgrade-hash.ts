import type { Db } from "../../db/schema.ts";
import { hashPassword, needsRehash } from "../../shared/secrets.ts";

/**
 * After a right password: a hash made at a lower cost than today's is made again from it, the one
 * moment the password is at hand. Written only over the hash just checked, so a password changed
 * in the meantime stays changed.
 */
export async function upgradeHashIfWeak(
  db: Db,
  userId: string,
  password: string,
  stored: string,
  now: Date,
): Promise<void> {
  if (!needsRehash(stored)) return;
  const rehashed = await hashPassword(password);
  await db
    .updateTable("credentials")
    .set({ password_hash: rehashed, updated_at: now })
    .where("user_id", "=", userId)
    .where("password_hash", "=", stored)
    .execute();
}
