import { ORGANISER_ROLES, type TMemberRole } from "@mawid/contracts/identity";

/** Staff manage events, so they keep the venues events are held at too. */
export const VENUE_KEEPERS: readonly TMemberRole[] = ORGANISER_ROLES;
