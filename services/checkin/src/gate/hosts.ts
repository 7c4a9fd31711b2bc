import { ORGANISER_ROLES, type TMemberRole } from "@mawid/contracts/identity";

/** Who may set up an event's check-in, its gates and devices; scanners only scan. */
export const CHECKIN_HOSTS: readonly TMemberRole[] = ORGANISER_ROLES;
