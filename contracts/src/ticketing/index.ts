export * from "./errors.ts";
export * from "./events.ts";
export * from "./orders.ts";
export * from "./ticket-types.ts";
