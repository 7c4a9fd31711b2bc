import ical, { ICalCalendarMethod } from "ical-generator";
import type { TEventListing } from "@mawid/contracts/events";

/** An iCalendar feed of listings, each linking to its event page on the web app. */
export function calendarOf(name: string, listings: readonly TEventListing[], publicUrl: string): string {
  const calendar = ical({ name, prodId: { company: "Mawid", product: "events", language: "EN" } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const listing of listings) {
    const url = `${publicUrl.replace(/\/+$/, "")}/event/${listing.id}`;
    calendar.createEvent({
      id: `${listing.id}@mawid`,
      start: new Date(listing.startsAt),
      end: new Date(listing.endsAt),
      summary: listing.title,
      description: listing.excerpt ? `${listing.excerpt}\n\n${url}` : url,
      location: listing.venue
        ? {
            title: listing.venue.name,
            address: listing.venue.address,
            geo: { lat: listing.venue.latitude, lon: listing.venue.longitude },
          }
        : listing.online
          ? "Online"
          : null,
      url,
    });
  }
  return calendar.toString();
}
