import type { TParkedMessage } from "@mawid/contracts/platform";
import { useMutation } from "@tanstack/react-query";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { toast } from "../../shared/ui/toast";
import { classifyParkedFailure, discardParkedMessage, retryParkedMessage } from "./parked-messages-api";
import { parkedMessagesKey, useRefreshParked } from "./parked-messages-queries";
import type { SetRetryFailure } from "./use-retry-failures";

interface Callbacks {
  /** The message has left the list. */
  onGone: () => void;
  setFailure: SetRetryFailure;
}

/**
 * Retry and discard for one parked message, with what each answer means to the admin: the message
 * left the list (done, or someone else was quicker), or its handler failed again and the reason
 * belongs beside it.
 */
export function useParkedMessageActions(
  service: string,
  message: TParkedMessage,
  { onGone, setFailure }: Callbacks,
) {
  const report = useErrorPolicy();
  const refresh = useRefreshParked(service);
  // Shared by every message of the service, so Retry all can wait while any of them is busy.
  const mutationKey = parkedMessagesKey(service);

  const left = () => {
    refresh(message);
    onGone();
  };
  const onError = (error: unknown) => {
    const failure = classifyParkedFailure(error);
    if (failure.kind === "retryFailed") {
      setFailure(message, failure.message);
      refresh(null);
    } else if (failure.kind === "gone") {
      toast.info("parked.alreadyHandled");
      left();
    } else report(error);
  };

  const retry = useMutation({
    mutationKey,
    mutationFn: () => retryParkedMessage(service, message),
    onMutate: () => setFailure(message, null),
    onSuccess: () => {
      toast.success("parked.retried");
      left();
    },
    onError,
  });
  const discard = useMutation({
    mutationKey,
    mutationFn: () => discardParkedMessage(service, message),
    onSuccess: () => {
      toast.success("parked.discarded");
      left();
    },
    onError,
  });

  return {
    retry: () => retry.mutate(),
    discard: () => discard.mutate(),
    busy: retry.isPending ? ("retry" as const) : discard.isPending ? ("discard" as const) : null,
  };
}
