export * from "./agenda.ts";
export * from "./event-api.ts";
export * from "./event-model.ts";
export * from "./event-summary.ts";
export * from "./events.ts";
export * from "./series.ts";
