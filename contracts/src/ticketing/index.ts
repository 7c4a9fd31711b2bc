export * from "./ticket-types.ts";
