import { type Kysely, sql } from "kysely";

// Frozen once released: a change is a new numbered file.
export async function up(db: Kysely<unknown>, schema: string): Promise<void> {
  const s = sql.id(schema);
  // An on-sale's batch of new orders in ONE statement, so one round trip and one transaction, with the
  // quota rows locked only while PostgreSQL runs it (not across the service's round trips, each as
  // long as its busy event loop makes it). p is {keys, orders, reservations}:
  //   keys          [{buyer_id, key, request_hash, order_id}], sorted by buyer and key by the caller so
  //                 two batches never wait on each other; a key another request holds: 'key_taken';
  //   orders        [{order_id, has_key, id, stream_type, type, version, data, topic, envelope, event_id,
  //                 buyer_id, status, expires_at, state}] in the order they came: the OrderPlaced event
  //                 (id ... envelope) and the orders row (event_id ... state);
  //   reservations  [{o, quota_id, seats}]: order o's (1-based) seats, grouped by order, each order's in
  //                 quota id order.
  // Each order, in turn, is 'placed' when all its seats are still there, else 'full:<quota id>' of the
  // first quota that has too few (its key is given back, so the same request is decided again). The
  // placed orders' events (each a new stream), their outbox rows and order rows are written, and last
  // the quotas' counters by reserve_seats, whose conditional update is still the check that counts.
  // Answers the outcomes in the orders' order.
  await sql`
    CREATE FUNCTION ${s}.place_orders(p jsonb) RETURNS text[] LANGUAGE plpgsql AS $fn$
    DECLARE
      v_recorded uuid[];
      v_order_ids uuid[];
      v_has_key boolean[];
      v_res_order integer[];
      v_res_quota text[];
      v_res_seats integer[];
      v_qids text[];
      v_left bigint[];
      v_outcomes text[];
      v_refused uuid[] := '{}';
      v_full text;
      v_ids uuid[];
      v_stream_ids text[];
      v_stream_types text[];
      v_positions integer[];
      v_types text[];
      v_versions integer[];
      v_data jsonb[];
      v_topics text[];
      v_envelopes jsonb[];
      v_totals_quota text[];
      v_totals_seats integer[];
      n integer;
      m integer;
      j integer := 1;
      j0 integer;
      qi integer;
    BEGIN
      WITH k AS (
        INSERT INTO ${s}.order_idempotency_keys (buyer_id, key, request_hash, order_id)
        SELECT x.buyer_id, x.key, x.request_hash, x.order_id
        FROM ROWS FROM (jsonb_to_recordset(p->'keys') AS (buyer_id uuid, key text, request_hash text, order_id uuid))
          WITH ORDINALITY AS x(buyer_id, key, request_hash, order_id, ord)
        ORDER BY x.ord
        ON CONFLICT DO NOTHING RETURNING order_id
      )
      SELECT coalesce(array_agg(k.order_id), '{}') INTO v_recorded FROM k;
      SELECT array_agg(x.order_id ORDER BY x.ord), array_agg(x.has_key ORDER BY x.ord)
      INTO v_order_ids, v_has_key
      FROM ROWS FROM (jsonb_to_recordset(p->'orders') AS (order_id uuid, has_key boolean))
        WITH ORDINALITY AS x(order_id, has_key, ord);
      n := coalesce(cardinality(v_order_ids), 0);
      IF n = 0 THEN
        RETURN '{}';
      END IF;
      SELECT array_agg(x.o ORDER BY x.ord), array_agg(x.quota_id ORDER BY x.ord), array_agg(x.seats ORDER BY x.ord)
      INTO v_res_order, v_res_quota, v_res_seats
      FROM ROWS FROM (jsonb_to_recordset(p->'reservations') AS (o integer, quota_id text, seats integer))
        WITH ORDINALITY AS x(o, quota_id, seats, ord);
      m := coalesce(cardinality(v_res_order), 0);
      v_outcomes := array_fill(NULL::text, ARRAY[n]);
      FOR k IN 1 .. n LOOP
        IF v_has_key[k] AND NOT (v_order_ids[k] = ANY (v_recorded)) THEN
          v_outcomes[k] := 'key_taken';
        END IF;
      END LOOP;
      -- The contenders' quotas, locked in quota id order as every reservation takes them, with what is left
      -- (NULL: no limit).
      SELECT coalesce(array_agg(q.quota_id ORDER BY q.quota_id COLLATE "C"), '{}'),
        coalesce(array_agg(q.capacity::bigint - q.held - q.sold ORDER BY q.quota_id COLLATE "C"), '{}')
      INTO v_qids, v_left
      FROM (
        SELECT quota_id, capacity, held, sold FROM ${s}.quotas WHERE quota_id IN (
          SELECT v_res_quota[i] FROM generate_subscripts(v_res_quota, 1) AS i WHERE v_outcomes[v_res_order[i]] IS NULL
        ) ORDER BY quota_id COLLATE "C" FOR UPDATE
      ) AS q;
      FOR k IN 1 .. n LOOP
        j0 := j;
        WHILE j <= m AND v_res_order[j] = k LOOP
          j := j + 1;
        END LOOP;
        CONTINUE WHEN v_outcomes[k] IS NOT NULL;
        v_full := NULL;
        FOR i IN j0 .. j - 1 LOOP
          qi := array_position(v_qids, v_res_quota[i]);
          IF (qi IS NULL AND v_res_seats[i] > 0) OR v_left[qi] < v_res_seats[i] THEN
            v_full := v_res_quota[i];
            EXIT;
          END IF;
        END LOOP;
        IF v_full IS NOT NULL THEN
          v_outcomes[k] := 'full:' || v_full;
          IF v_has_key[k] THEN
            v_refused := v_refused || v_order_ids[k];
          END IF;
          CONTINUE;
        END IF;
        FOR i IN j0 .. j - 1 LOOP
          qi := array_position(v_qids, v_res_quota[i]);
          IF qi IS NOT NULL THEN
            v_left[qi] := v_left[qi] - v_res_seats[i];
          END IF;
        END LOOP;
        v_outcomes[k] := 'placed';
      END LOOP;
      IF cardinality(v_refused) > 0 THEN
        DELETE FROM ${s}.order_idempotency_keys WHERE order_id = ANY (v_refused);
      END IF;
      IF NOT ('placed' = ANY (v_outcomes)) THEN
        RETURN v_outcomes;
      END IF;
      SELECT array_agg(x.id ORDER BY x.ord), array_agg(x.order_id::text ORDER BY x.ord),
        array_agg(x.stream_type ORDER BY x.ord),
        array_agg(CASE WHEN v_outcomes[x.ord] = 'placed' THEN 1 END ORDER BY x.ord),
        array_agg(x.type ORDER BY x.ord), array_agg(x.version ORDER BY x.ord), array_agg(x.data ORDER BY x.ord),
        array_agg(x.topic ORDER BY x.ord), array_agg(x.envelope ORDER BY x.ord)
      INTO v_ids, v_stream_ids, v_stream_types, v_positions, v_types, v_versions, v_data, v_topics, v_envelopes
      FROM ROWS FROM (jsonb_to_recordset(p->'orders') AS (order_id uuid, id uuid, stream_type text, type text,
        version integer, data jsonb, topic text, envelope jsonb))
        WITH ORDINALITY AS x(order_id, id, stream_type, type, version, data, topic, envelope, ord);
      PERFORM ${s}.insert_events(v_ids, v_stream_ids, v_stream_types, v_positions, v_types, v_versions, v_data,
        v_topics, v_envelopes);
      INSERT INTO ${s}.orders (order_id, event_id, buyer_id, status, expires_at, state)
      SELECT x.order_id, x.event_id, x.buyer_id, x.status, x.expires_at, x.state
      FROM ROWS FROM (jsonb_to_recordset(p->'orders') AS (order_id uuid, event_id uuid, buyer_id uuid, status text,
        expires_at timestamptz, state jsonb))
        WITH ORDINALITY AS x(order_id, event_id, buyer_id, status, expires_at, state, ord)
      WHERE v_outcomes[x.ord] = 'placed' ORDER BY x.ord;
      SELECT array_agg(t.quota_id ORDER BY t.quota_id COLLATE "C"), array_agg(t.seats ORDER BY t.quota_id COLLATE "C")
      INTO v_totals_quota, v_totals_seats
      FROM (
        SELECT v_res_quota[i] AS quota_id, sum(v_res_seats[i])::integer AS seats
        FROM generate_subscripts(v_res_quota, 1) AS i WHERE v_outcomes[v_res_order[i]] = 'placed'
        GROUP BY 1
      ) AS t;
      PERFORM ${s}.reserve_seats(v_totals_quota, v_totals_seats, false);
      RETURN v_outcomes;
    END
    $fn$`.execute(db);
}
