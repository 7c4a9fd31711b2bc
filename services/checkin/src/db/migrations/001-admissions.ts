import type { Kysely } from "kysely";

// Frozen once released: a released migration is never edited; a change is a new numbered file.
export async function up(_db: Kysely<unknown>, _schema: string): Promise<void> {}
