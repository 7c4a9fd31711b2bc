export * from "./event-summary.ts";
