/**
 * Every events screen behind one dynamic import. The first download carries the file names of each
 * lazy route's chunks; one chunk for the feature instead of dozens keeps the landing page in budget.
 */
export { default as ApprovalsPage } from "./approvals/approvals-page";
export { default as BulkOperationsPage } from "./bulk/bulk-operations-page";
export { default as CloneEventPage } from "./clone/clone-event-page";
export { default as CreateEventPage } from "./create-event/create-event-page";
export { default as PersonalDiscoveryPage } from "./discover/personal-discovery-page";
export { default as DiscoverEventsPage } from "./discover/discover-events-page";
export { default as EventPage } from "./event-page/event-page";
export { default as IslamicCreatorPage } from "./islamic-creator/islamic-creator-page";
export { default as SessionsPage } from "./sessions/sessions-page";
export { default as VerificationPage } from "./verification/verification-page";
