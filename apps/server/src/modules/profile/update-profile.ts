// The signed-in user changes their own name, phone or language (the language their mails are written in).
import type { UpdateProfileInput } from '@swim/shared/api/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** Saves the fields given; an empty phone clears it. */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<void> {
  await db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.preferredLanguage !== undefined ? { preferredLanguage: input.preferredLanguage } : {}),
    })
    .where(eq(users.id, userId));
}
