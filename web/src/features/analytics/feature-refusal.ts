import { IdentityErrorCode } from "@mawid/contracts/identity";
import { toAppError } from "../../shared/http/app-error";

/** The service's answer when the organisation's plan lacks the feature asked for. */
export const isFeatureRefusal = (error: unknown): boolean =>
  error != null && toAppError(error).code === IdentityErrorCode.featureNotInTier;
