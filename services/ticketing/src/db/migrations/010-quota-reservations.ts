import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  // An order's reads take the event's quotas by event: without this, every read scanned all of them.
  await sql`CREATE INDEX quotas_event ON ${sql.id(schema, "quotas")} (event_id)`.execute(db);
  // Takes seats in each quota in the order given (the caller sorts by quota id, so two orders lock the
  // same quotas in one order), and fails the whole statement with SQLSTATE MWQ01 and the quota in
  // DETAIL when one has too few: an order's reservation as ONE statement that fails by itself, so it
  // can travel with its transaction's COMMIT.
  await sql`
    CREATE FUNCTION ${sql.id(schema)}.reserve_seats(p_quota_ids text[], p_seats integer[], p_sold boolean)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      FOR i IN 1 .. coalesce(array_length(p_quota_ids, 1), 0) LOOP
        UPDATE ${sql.id(schema, "quotas")}
           SET held = held + CASE WHEN p_sold THEN 0 ELSE p_seats[i] END,
               sold = sold + CASE WHEN p_sold THEN p_seats[i] ELSE 0 END
         WHERE quota_id = p_quota_ids[i] AND (capacity IS NULL OR held + sold + p_seats[i] <= capacity);
        IF NOT FOUND THEN
          RAISE EXCEPTION 'quota % has too few seats left', p_quota_ids[i]
            USING ERRCODE = 'MWQ01', DETAIL = p_quota_ids[i];
        END IF;
      END LOOP;
    END $$`.execute(db);
}
