import type { TAudience, TEventCategory, TEventStatus, TVisibility } from "@mawid/contracts/events";
import type { MessageKey } from "../../../shared/i18n/messages/en";

/** The catalogue keys of the contracts' enumerations, so every screen names them the same way. */
export const categoryKey = (category: TEventCategory): MessageKey => `ev.cat.${category}`;
export const audienceKey = (audience: TAudience): MessageKey => `ev.aud.${audience}`;
export const visibilityKey = (visibility: TVisibility): MessageKey => `ev.vis.${visibility}`;
export const statusKey = (status: TEventStatus): MessageKey => `ev.status.${status}`;
