/** Where the poster's QR code leads: the event's registration on this site. */
export const registrationUrl = (origin: string, eventId: string) =>
  `${origin}/register-event/${encodeURIComponent(eventId)}`;
