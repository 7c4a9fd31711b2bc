import type { TGate, TScanResult } from "@mawid/contracts/checkin";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { formatDateTime } from "../../../shared/i18n/dates";
import { checkinErrorText } from "../station/checkin-error-text";
import type { ScanOutcome } from "../station/use-scan";
import { verdictOf } from "./feedback";

export const RESULT_TEXT: Record<TScanResult, MessageKey> = {
  admitted: "ci.result.admitted",
  checked_out: "ci.result.checked_out",
  already_checked_in: "ci.result.already_checked_in",
  invalid: "ci.result.invalid",
  revoked: "ci.result.revoked",
  wrong_section: "ci.result.wrong_section",
  not_yet_valid: "ci.result.not_yet_valid",
  expired: "ci.result.expired",
  event_cancelled: "ci.result.event_cancelled",
  not_checked_in: "ci.result.not_checked_in",
};

/**
 * The answer to the last scan, big enough to read at arm's length: green, amber or red, with the
 * holder's name and section. A live region, so a screen reader says each answer as it comes.
 */
export function ResultPanel({ outcome, gates }: { outcome: ScanOutcome | null; gates: readonly TGate[] }) {
  const { t, say, locale } = useI18n();
  const gateName = (id: string | null) => gates.find((g) => g.id === id)?.name ?? null;

  let tone = "idle";
  let content = <p className="ci-result-title">{t("ci.result.idle")}</p>;
  if (outcome?.kind === "error") {
    tone = "stop";
    content = (
      <>
        <p className="ci-result-title">{t("ci.result.failed")}</p>
        <p>{say(checkinErrorText(outcome.error))}</p>
      </>
    );
  } else if (outcome) {
    const { answer, offline } = outcome;
    tone = verdictOf(answer.result);
    const previousGate = answer.previous ? gateName(answer.previous.gateId) : null;
    content = (
      <>
        <p className="ci-result-title">{t(RESULT_TEXT[answer.result])}</p>
        {answer.ticket ? (
          <p className="ci-result-name">
            <bdi>{answer.ticket.attendeeName}</bdi>
            <span className="ci-result-section">
              {" · "}
              {t(`ev.aud.${answer.ticket.section}`)}
              {answer.ticket.admits > 1
                ? ` · ${t("ci.result.admits", { count: answer.ticket.admits })}`
                : null}
            </span>
          </p>
        ) : null}
        {answer.previous ? (
          <p>
            {previousGate
              ? t("ci.result.previousAtGate", {
                  when: formatDateTime(new Date(answer.previous.at), locale),
                  gate: previousGate,
                })
              : t("ci.result.previous", { when: formatDateTime(new Date(answer.previous.at), locale) })}
          </p>
        ) : null}
        {answer.result === "wrong_section" ? (
          <p className="ci-result-direction">
            {answer.rightGate ? t("ci.result.goTo", { gate: answer.rightGate.name }) : t("ci.result.noGate")}
          </p>
        ) : null}
        {offline ? <p className="ci-result-offline">{t("ci.result.offline")}</p> : null}
      </>
    );
  }
  return (
    <section
      className={`ci-result ci-result-${tone}`}
      aria-live="assertive"
      aria-atomic="true"
      aria-label={t("ci.result.label")}
      data-result={outcome?.kind === "answer" ? outcome.answer.result : outcome?.kind}
    >
      {content}
    </section>
  );
}
