export * from "./checkout.ts";
export * from "./donations.ts";
export * from "./errors.ts";
export * from "./events.ts";
export * from "./fee-quote.ts";
export * from "./funds.ts";
export * from "./ledger.ts";
export * from "./payment-config.ts";
