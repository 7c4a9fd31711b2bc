/** Postgres unique_violation: a read-model uniqueness rule (one account per email) lost a race. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
