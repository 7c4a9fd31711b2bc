export * from "./errors.ts";
export * from "./events.ts";
export * from "./orders.ts";
export * from "./payment-refusals.ts";
export * from "./refunds.ts";
export * from "./ticket-secret.ts";
export * from "./ticket-types.ts";
export * from "./tickets.ts";
