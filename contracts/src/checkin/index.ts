export * from "./checkin-status.ts";
