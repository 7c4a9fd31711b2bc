export * from "./dashboard.ts";
export * from "./event-summary.ts";
export * from "./platform-counts.ts";
export * from "./prediction.ts";
export * from "./timeseries.ts";
