export * from "./payment-config.ts";
