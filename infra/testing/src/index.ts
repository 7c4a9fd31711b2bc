export { createTestDatabase, type TestDatabase } from "./database.ts";
export { firstEventEnvelope, type FirstEventOptions } from "./envelope.ts";
export { eventCreatedData, eventsServiceMessage } from "./events-service.ts";
export { sampleOf } from "./metrics-text.ts";
export { waitFor } from "./wait-for.ts";
export { startSmtpCapture, type SmtpCapture, type CapturedMail } from "./smtp.ts";
export { startOidcProvider, type OidcProvider, type OidcProviderOptions } from "./oidc.ts";
export { startServiceProcess, type ServiceProcess } from "./service-process.ts";
export { startKeyServer, type KeyServer } from "./signing-keys.ts";
