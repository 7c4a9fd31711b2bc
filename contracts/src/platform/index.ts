export * from "./claims.ts";
export * from "./envelope.ts";
export * from "./error-shape.ts";
export * from "./event-definitions.ts";
export * from "./fees.ts";
export * from "./health.ts";
export * from "./locale.ts";
export * from "./parked-messages.ts";
