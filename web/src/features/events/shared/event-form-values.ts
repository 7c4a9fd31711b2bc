import {
  type TAudience,
  type TCreateEventRequest,
  type TEventCategory,
  type TVisibility,
  zonedInstant,
  zonedIso,
} from "@mawid/contracts/events";

/** The create forms' fields: dates and clock times as the venue's wall clock, in its time zone. */
export interface EventFormValues {
  organizationId: string;
  title: string;
  description?: string;
  category: TEventCategory;
  audience: TAudience;
  visibility: TVisibility;
  capacity?: number | null;
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  online: boolean;
  venueName?: string;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  onlineUrl?: string;
  /** The saved venue the place was filled from; not sent. */
  savedVenueId?: string;
  /** Keep the venue typed here among the organisation's venues. */
  saveVenue?: boolean;
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An instant on the venue's clock, written with the venue's offset as the API expects. */
export function venueInstant(date: string, time: string, timeZone: string): string {
  return zonedIso(zonedInstant(date, time, timeZone), timeZone);
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Everything but the times, which the Islamic creator sets relative to prayers. */
export function basicsOf(values: Omit<EventFormValues, "date" | "startTime" | "endDate" | "endTime">) {
  const hasVenue = !values.online && values.latitude != null && values.longitude != null;
  return {
    organizationId: values.organizationId,
    title: values.title.trim(),
    description: values.description?.trim() ?? "",
    category: values.category,
    audience: values.audience,
    visibility: values.visibility,
    capacity: values.capacity ?? null,
    timeZone: values.timeZone,
    venue: hasVenue
      ? {
          name: values.venueName?.trim() ?? "",
          address: values.address?.trim() ?? "",
          latitude: values.latitude!,
          longitude: values.longitude!,
        }
      : null,
    onlineUrl: values.online ? blankToNull(values.onlineUrl) : null,
  };
}

export function toCreateRequest(values: EventFormValues): TCreateEventRequest {
  return {
    ...basicsOf(values),
    startsAt: venueInstant(values.date, values.startTime, values.timeZone),
    endsAt: venueInstant(values.endDate, values.endTime, values.timeZone),
  };
}
