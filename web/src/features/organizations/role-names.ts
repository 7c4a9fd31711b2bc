import type { TMemberRole } from "@mawid/contracts/identity";
import type { MessageKey } from "../../shared/i18n/messages/en";

/** A role as a choice or a label names it ("Admin"). */
export const ROLE_NAME: Record<TMemberRole, MessageKey> = {
  owner: "org.roleName.owner",
  admin: "org.roleName.admin",
  staff: "org.roleName.staff",
  scanner: "org.roleName.scanner",
};

/** A role inside a sentence ("You joined … as admin."). */
export const ROLE_IN_TEXT: Record<TMemberRole, MessageKey> = {
  owner: "org.role.owner",
  admin: "org.role.admin",
  staff: "org.role.staff",
  scanner: "org.role.scanner",
};
