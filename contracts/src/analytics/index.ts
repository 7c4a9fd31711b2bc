export * from "./platform-counts.ts";
