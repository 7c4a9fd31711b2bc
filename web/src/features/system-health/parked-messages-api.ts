import {
  PARKED_RETRY_FAILED,
  parkedMessagesPath,
  type TParkedMessage,
  type TParkedMessageList,
  ZParkedMessageList,
  ZParkedMessageRetried,
} from "@mawid/contracts/platform";
import { toAppError } from "../../shared/http/app-error";
import { api } from "../../shared/http/client";
import { parseBody } from "../../shared/http/parse-response";

/** The contract's paths are absolute, so the client's `/api/v1` prefix must not be added again. */
const ABSOLUTE = { prefix: "" } as const;

const messagePath = (service: string, message: TParkedMessage) =>
  `${parkedMessagesPath(service)}/${encodeURIComponent(message.group)}/${encodeURIComponent(message.messageId)}`;

export async function fetchParkedMessages(service: string): Promise<TParkedMessageList> {
  const body = await api.get(parkedMessagesPath(service), ABSOLUTE).json();
  return parseBody(ZParkedMessageList, body, "parked messages");
}

export async function retryParkedMessage(service: string, message: TParkedMessage): Promise<void> {
  const body = await api.post(`${messagePath(service, message)}/retry`, ABSOLUTE).json();
  parseBody(ZParkedMessageRetried, body, "parked message retry");
}

export async function discardParkedMessage(service: string, message: TParkedMessage): Promise<void> {
  await api.delete(messagePath(service, message), ABSOLUTE);
}

/**
 * The two answers about one message that are not failures of the page: the handler failed again
 * (the message stays parked, with the server's reason), or someone else already retried or
 * discarded it.
 */
export type ParkedActionFailure =
  | { kind: "retryFailed"; message: string }
  | { kind: "gone" }
  | { kind: "other"; error: unknown };

export function classifyParkedFailure(error: unknown): ParkedActionFailure {
  const appError = toAppError(error);
  if (appError.status === 409 && appError.code === PARKED_RETRY_FAILED)
    return { kind: "retryFailed", message: appError.message ?? "" };
  if (appError.status === 404) return { kind: "gone" };
  return { kind: "other", error };
}
