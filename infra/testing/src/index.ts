export { createTestDatabase, type TestDatabase } from "./database.ts";
export { startSmtpCapture, type SmtpCapture, type CapturedMail } from "./smtp.ts";
