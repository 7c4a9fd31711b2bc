/**
 * How each projected table merges a fact into its row. Key columns name the fact; a version group's
 * columns are replaced only by a fact of a higher stream position (an event's fields, its status); every
 * other column is written once, by the first fact that carries it (every fact that carries it agrees).
 * These rules make an upsert idempotent and order-independent, for one message and for a page of them.
 */
export interface TableSpec {
  table: ProjectedTable;
  key: readonly string[];
  /** Every column and its PostgreSQL type, in order. */
  columns: Readonly<Record<string, string>>;
  versioned: readonly { version: string; columns: readonly string[] }[];
}

export type ProjectedTable =
  | "event_facts"
  | "ticket_types"
  | "sections"
  | "promo_codes"
  | "vendors"
  | "verifications"
  | "orders"
  | "positions"
  | "refunds"
  | "donations"
  | "donation_refunds"
  | "admissions";

const spec = (
  table: ProjectedTable,
  key: readonly string[],
  columns: Record<string, string>,
  versioned: TableSpec["versioned"] = [],
): TableSpec => ({ table, key, columns, versioned });

/** In the order every transaction writes them, so two writers never wait on each other in a cycle. */
export const TABLE_SPECS: readonly TableSpec[] = [
  spec(
    "event_facts",
    ["event_id"],
    {
      event_id: "uuid",
      organization_id: "uuid",
      title: "text",
      category: "text",
      starts_at: "timestamptz",
      ends_at: "timestamptz",
      time_zone: "text",
      capacity: "integer",
      latitude: "double precision",
      longitude: "double precision",
      fields_version: "integer",
      status: "text",
      status_version: "integer",
    },
    [
      {
        version: "fields_version",
        columns: [
          "title",
          "category",
          "starts_at",
          "ends_at",
          "time_zone",
          "capacity",
          "latitude",
          "longitude",
        ],
      },
      { version: "status_version", columns: ["status"] },
    ],
  ),
  spec(
    "ticket_types",
    ["ticket_type_id"],
    {
      ticket_type_id: "text",
      event_id: "uuid",
      section: "text",
      price: "bigint",
      currency: "text",
      capacity: "integer",
      capacity_version: "integer",
    },
    [{ version: "capacity_version", columns: ["capacity"] }],
  ),
  spec(
    "sections",
    ["event_id", "section"],
    { event_id: "uuid", section: "text", capacity: "integer", version: "integer" },
    [{ version: "version", columns: ["capacity"] }],
  ),
  spec("promo_codes", ["promo_code_id"], { promo_code_id: "uuid", event_id: "uuid", code: "text" }),
  spec("vendors", ["vendor_id"], {
    vendor_id: "uuid",
    event_id: "uuid",
    organization_id: "uuid",
    name: "text",
    certificate_expires_on: "date",
  }),
  spec(
    "verifications",
    ["organization_id"],
    { organization_id: "uuid", status: "text", version: "integer" },
    [{ version: "version", columns: ["status"] }],
  ),
  spec("orders", ["order_id"], {
    order_id: "uuid",
    event_id: "uuid",
    organization_id: "uuid",
    placed_at: "timestamptz",
    currency: "text",
    ticket_revenue: "bigint",
    discount: "bigint",
    fees: "bigint",
    fees_absorbed: "bigint",
    add_ons: "bigint",
    donation: "bigint",
    promo_code: "text",
    tickets: "integer",
    paid_at: "timestamptz",
    paid_amount: "bigint",
    expired_at: "timestamptz",
    cancelled_at: "timestamptz",
  }),
  spec("positions", ["position_id"], {
    position_id: "uuid",
    order_id: "uuid",
    event_id: "uuid",
    ticket_type_id: "text",
    section: "text",
    admits: "integer",
    refunded_at: "timestamptz",
  }),
  spec("refunds", ["refund_id"], {
    refund_id: "uuid",
    order_id: "uuid",
    event_id: "uuid",
    organization_id: "uuid",
    amount: "bigint",
    currency: "text",
    refunded_at: "timestamptz",
  }),
  spec("donations", ["donation_id"], {
    donation_id: "uuid",
    organization_id: "uuid",
    order_id: "uuid",
    amount: "bigint",
    currency: "text",
    fund: "text",
    received_at: "timestamptz",
  }),
  spec("donation_refunds", ["payment_id", "refunded_total"], {
    payment_id: "uuid",
    refunded_total: "bigint",
    donation_id: "uuid",
    organization_id: "uuid",
    amount: "bigint",
    currency: "text",
    refunded_at: "timestamptz",
  }),
  spec("admissions", ["message_id"], {
    message_id: "uuid",
    ticket_id: "uuid",
    order_id: "uuid",
    event_id: "uuid",
    organization_id: "uuid",
    kind: "text",
    gate_id: "text",
    section: "text",
    admits: "integer",
    at: "timestamptz",
    stream_position: "integer",
  }),
];

export const PROJECTED_TABLES: readonly ProjectedTable[] = TABLE_SPECS.map((s) => s.table);
