import type { TErrorBody } from "@mawid/contracts/platform";
import { isHTTPError, isNetworkError, isTimeoutError } from "ky";
import { ResponseShapeError } from "./parse-response";

/** The web's own codes, beside the services' ErrorCode and domain codes. */
export const NETWORK = "NETWORK";
export const BAD_RESPONSE = "BAD_RESPONSE";

/** Every failure the UI deals with, reduced to the platform's one error shape. */
export interface AppError {
  status: number | null;
  code: string;
  message: string | null;
  fields: Record<string, string>;
}

/** A hand-written guard for ZErrorBody: this runs on every failed request, before zod is loaded. */
function isErrorBody(data: unknown): data is TErrorBody {
  if (typeof data !== "object" || data === null || !("error" in data)) return false;
  const inner = (data as { error: unknown }).error;
  if (typeof inner !== "object" || inner === null) return false;
  const { code, message, fields } = inner as Record<string, unknown>;
  const fieldsOk =
    fields === undefined ||
    (typeof fields === "object" &&
      fields !== null &&
      Object.values(fields).every((v) => typeof v === "string"));
  return typeof code === "string" && typeof message === "string" && fieldsOk;
}

export function toAppError(error: unknown): AppError {
  if (isHTTPError(error)) {
    if (isErrorBody(error.data)) {
      const { code, message, fields } = error.data.error;
      return { status: error.response.status, code, message, fields: fields ?? {} };
    }
    return {
      status: error.response.status,
      code: `HTTP_${error.response.status}`,
      message: null,
      fields: {},
    };
  }
  if (isNetworkError(error) || isTimeoutError(error)) {
    return { status: null, code: NETWORK, message: null, fields: {} };
  }
  if (error instanceof ResponseShapeError) {
    return { status: null, code: BAD_RESPONSE, message: error.message, fields: {} };
  }
  return {
    status: null,
    code: "UNKNOWN",
    message: error instanceof Error ? error.message : null,
    fields: {},
  };
}

export function isClientError(error: unknown): boolean {
  const { status } = toAppError(error);
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
