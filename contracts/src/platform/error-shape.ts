import { z } from "zod";

/** The one error body every service and the gateway return. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Stable codes shared by every service; services add their own domain codes beside these. */
export const ErrorCode = {
  validation: "VALIDATION_FAILED",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  concurrency: "CONCURRENCY_CONFLICT",
  preconditionFailed: "PRECONDITION_FAILED",
  rateLimited: "RATE_LIMITED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL",
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function errorBody(code: string, message: string, fields?: Record<string, string>): TErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
