/**
 * Every ticketing screen behind one dynamic import, as the events screens are: one chunk for the
 * feature keeps the landing page's first download small. The QR drawing library is a further chunk,
 * loaded only where a code is drawn.
 */
export { default as EventTicketsPage } from "./host/event-tickets-page";
export { default as MyTicketsPage } from "./my-tickets/my-tickets-page";
export { default as RegistrationQrPage } from "./poster/registration-qr-page";
export { default as RegisterEventPage } from "./register/register-event-page";
export { default as TicketPage } from "./ticket/ticket-page";
