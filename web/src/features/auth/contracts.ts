/**
 * The identity schemas the auth calls parse their answers with. They load on the first answer
 * rather than with the page: the session check runs on every first visit, and zod would otherwise
 * join the landing page's download.
 */
export {
  ZMeResponse,
  ZSessionCheckResponse,
  ZSessionsResponse,
  ZSignInResponse,
  ZSignUpResponse,
} from "@mawid/contracts/identity";
