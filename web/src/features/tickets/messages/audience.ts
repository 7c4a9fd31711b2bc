import type { TSection, TTicketTypeView } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey } from "../../events/shared/labels";
import { SECTION_ORDER } from "../shared/section-order";

export interface Audience {
  sections: readonly TSection[];
  ticketTypeIds: readonly string[];
}

/**
 * Who a message goes to, in words: everyone with a ticket, or the sections and ticket types it was
 * narrowed to. A type the public list leaves out (a hidden one) is still named as one.
 */
export function useAudienceText(types: readonly TTicketTypeView[]): (audience: Audience) => string {
  const { t, locale } = useI18n();
  const list = new Intl.ListFormat(locale, { style: "narrow", type: "unit" });
  const names = new Map(types.map((type) => [type.id, type.name]));
  return ({ sections, ticketTypeIds }) => {
    const parts: string[] = [];
    if (sections.length > 0) {
      const ordered = SECTION_ORDER.filter((s) => sections.includes(s));
      parts.push(t("tk.msg.aud.sections", { sections: list.format(ordered.map((s) => t(audienceKey(s)))) }));
    }
    if (ticketTypeIds.length > 0) {
      const named = ticketTypeIds.map((id) => names.get(id) ?? t("tk.msg.hiddenType"));
      parts.push(t("tk.msg.aud.types", { types: list.format(named) }));
    }
    return parts.length > 0 ? parts.join(" · ") : t("tk.msg.everyone");
  };
}
