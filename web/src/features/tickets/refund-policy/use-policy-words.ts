import type { TRefundPolicyView } from "@mawid/contracts/ticketing";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { deadlineParts, refundsOpen } from "./deadline";

/** The refund policy in words, its deadline on the venue's clock. */
export function usePolicyWords(timeZone: string) {
  const { t, locale } = useI18n();
  const deadline = (iso: string) => deadlineParts(iso, timeZone, locale);
  /** The rule as the host set it: "No refunds", or until when a buyer may refund. */
  const rule = ({ policy, deadline: at }: TRefundPolicyView): string => {
    if (policy.kind === "none" || at === null) return t("tk.refund.none");
    const hours = policy.hoursBeforeStart;
    return hours === 0
      ? t("tk.refund.fullAtStart", deadline(at))
      : t("tk.refund.full", { hours, ...deadline(at) });
  };
  /** What a buyer can do now: no refunds, refunds closed, or the rule. */
  const forBuyer = (view: TRefundPolicyView): string => {
    if (view.deadline === null) return t("tk.refund.noneLine");
    if (!refundsOpen(view.deadline)) return t("tk.refund.closed", deadline(view.deadline));
    return rule(view);
  };
  return { deadline, rule, forBuyer };
}
