/** The event's iCal feed, which calendar apps import or subscribe to. */
export const calendarFeedUrl = (eventId: string) =>
  `/api/v1/events/${encodeURIComponent(eventId)}/calendar.ics`;
