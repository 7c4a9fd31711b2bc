import { PLATFORM_ADMIN } from "../access";
import { accessOf } from "../route-table";
import { useAccess } from "../use-access";
import { ADMIN_LINKS, type NavLinkDef } from "./nav-links";

/**
 * The links of a menu that the guard would open for this user. A call to action (Create Event) is
 * also offered to a signed-out visitor, whom the guard asks to sign in first rather than turns away.
 */
export function useMenuLinks() {
  const decide = useAccess();
  const opens = (to: string, invite = false) => {
    const decision = decide(accessOf(to));
    return decision === "allowed" || (invite && decision === "signIn");
  };
  return {
    opens,
    visible: (links: readonly NavLinkDef[]) => links.filter((link) => opens(link.to)),
    admin: decide(PLATFORM_ADMIN) === "allowed" ? ADMIN_LINKS.filter((link) => opens(link.to)) : [],
  };
}
