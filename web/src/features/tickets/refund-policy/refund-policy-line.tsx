import Skeleton from "antd/es/skeleton";
import { useRefundPolicy } from "./refund-policy-api";
import "./refund-policy.css";
import { usePolicyWords } from "./use-policy-words";

/** One line for the registration page: whether and until when a buyer can refund what they buy. */
export function RefundPolicyLine({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const view = useRefundPolicy(eventId);
  const words = usePolicyWords(timeZone);
  if (view.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  // only a note beside the tickets: a failure to read it must not stand between a buyer and registering
  if (view.isError) return null;
  return <p className="refund-policy-line muted">{words.forBuyer(view.data)}</p>;
}
