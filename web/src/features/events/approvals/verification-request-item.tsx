import type { TVerificationQueue } from "@mawid/contracts/events";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { zonedDate } from "../shared/zoned-format";
import { useDecideVerification } from "./host-verification-api";

type Request = TVerificationQueue["items"][number];

/** One organisation's request: what it says of itself, its documents, and the two decisions. */
export function VerificationRequestItem({ request, onReject }: { request: Request; onReject: () => void }) {
  const { t, locale } = useI18n();
  const report = useErrorPolicy();
  const decide = useDecideVerification();
  const name = request.organizationName ?? t("ev.ver.unnamed");
  const onVerify = () =>
    decide.mutate(
      { organizationId: request.organizationId, verify: true },
      {
        onSuccess: () => toast.success("ev.ver.approved"),
        onError: (error) => report(error, { fallback: "ev.actionFailed" }),
      },
    );
  return (
    <Card className="event-card">
      <h2 className="card-heading">{name}</h2>
      {request.requestedAt ? (
        <p className="muted small">
          {t("ev.ver.requestedOn", { date: zonedDate(request.requestedAt, "UTC", locale) })}
        </p>
      ) : null}
      <p>{request.details}</p>
      <ul className="verification-docs" aria-label={t("ev.ver.documents")}>
        {request.documentUrls.map((url) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer" dir="ltr">
              {url}
            </a>
          </li>
        ))}
      </ul>
      {request.contactPhone ? (
        <p className="small">
          {t("ev.ver.contact")}: <span dir="ltr">{request.contactPhone}</span>
        </p>
      ) : null}
      <div className="action-row">
        <Button
          type="primary"
          onClick={onVerify}
          loading={decide.isPending}
          aria-label={t("ev.ver.verifyHost", { name })}
        >
          {t("ev.ver.verify")}
        </Button>
        <Button danger onClick={onReject} aria-label={t("ev.ver.rejectHost", { name })}>
          {t("ev.reject")}
        </Button>
      </div>
    </Card>
  );
}
