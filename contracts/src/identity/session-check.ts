import { z } from "zod";
import { ZSignInResponse } from "./profile.ts";

/**
 * `POST /api/v1/auth/session` → 200. The web's session check on every page load: a visitor with no
 * refresh cookie simply has no session, which is an answer and not a failure (`POST
 * /api/v1/auth/refresh` says 401 for it). A cookie that is invalid, expired or reused still
 * answers 401, as refresh does.
 */
export const ZSessionCheckResponse = z.object({ session: ZSignInResponse.nullable() });
export type TSessionCheckResponse = z.infer<typeof ZSessionCheckResponse>;
