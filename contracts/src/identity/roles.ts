import type { TMemberRole } from "./organizations.ts";

// Apart from the schemas, so a screen that only asks who may see it does not load zod with them.

/** Who manages the organisation itself: its team, its money, its settings. */
export const MANAGER_ROLES: readonly TMemberRole[] = ["owner", "admin"];
/**
 * Who runs its events: makes and edits them, their sessions, tickets, gates and devices, and the venues
 * they are held at, and takes cash at the door.
 */
export const ORGANISER_ROLES: readonly TMemberRole[] = [...MANAGER_ROLES, "staff"];
/** Who may scan at its doors, besides the devices its organisers enrol. */
export const STATION_ROLES: readonly TMemberRole[] = [...ORGANISER_ROLES, "scanner"];
