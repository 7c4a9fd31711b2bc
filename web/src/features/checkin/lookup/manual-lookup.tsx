import { type TAttendeeLookup, type TScanAnswer, ZAttendeeLookupQuery } from "@mawid/contracts/checkin";
import { useMutation, useQuery } from "@tanstack/react-query";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Skeleton from "antd/es/skeleton";
import type { KyInstance } from "ky";
import { useState } from "react";
import { toAppError } from "../../../shared/http/app-error";
import { formatDateTime } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { MessageKey } from "../../../shared/i18n/messages/en";
import { checkInByHand, lookupAttendees, undoCheckIn } from "../api/checkin-api";
import { checkinErrorText } from "../station/checkin-error-text";
import { Badge, type BadgeTone } from "../ui/badge";

type Attendee = TAttendeeLookup[number];

const STATUS: Record<Attendee["status"], { key: MessageKey; tone: BadgeTone }> = {
  not_arrived: { key: "ci.lookup.notArrived", tone: "neutral" },
  inside: { key: "ci.lookup.inside", tone: "up" },
  left: { key: "ci.lookup.left", tone: "neutral" },
  revoked: { key: "ci.lookup.revoked", tone: "down" },
};

interface Props {
  client: KyInstance;
  eventId: string;
  gateId: string | undefined;
  /** Members check in by hand (the service records who did); an enrolled device only looks up. */
  canCheckIn: boolean;
  /** Hosts may take back a mistaken check-in; volunteers may not. */
  canUndo: boolean;
  onAnswer: (answer: TScanAnswer) => void;
}

/** For someone without their phone: find them by name or order code, then check them in by hand. */
export function ManualLookup({ client, eventId, gateId, canCheckIn, canUndo, onAnswer }: Props) {
  const { t, tk, say, locale } = useI18n();
  const [text, setText] = useState("");
  const [query, setQuery] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ["checkin", "lookup", eventId, query],
    queryFn: () => lookupAttendees(client, eventId, query ?? ""),
    enabled: query !== null,
    retry: false,
  });
  const checkIn = useMutation({
    mutationFn: (ticketId: string) => checkInByHand(client, eventId, ticketId, gateId),
    onSuccess: (answer) => {
      onAnswer(answer);
      void results.refetch();
    },
  });
  const undo = useMutation({
    mutationFn: (ticketId: string) => undoCheckIn(client, eventId, ticketId),
    onSuccess: () => void results.refetch(),
  });
  const failure = results.error ?? checkIn.error ?? undo.error;

  const search = () => {
    const parsed = ZAttendeeLookupQuery.safeParse({ q: text });
    if (!parsed.success) {
      setProblem(tk(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(null);
    setQuery(parsed.data.q);
  };

  return (
    <section className="ci-card" aria-labelledby="ci-lookup-title">
      <h2 id="ci-lookup-title">{t("ci.lookup.title")}</h2>
      <Input.Search
        aria-label={t("ci.lookup.label")}
        placeholder={t("ci.lookup.placeholder")}
        enterButton={t("ci.lookup.search")}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={search}
        status={problem ? "error" : undefined}
        aria-describedby={problem ? "ci-lookup-problem" : undefined}
      />
      {problem ? (
        <p id="ci-lookup-problem" className="ci-error">
          {problem}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="ci-error">
          {say(checkinErrorText(toAppError(failure)))}
        </p>
      ) : null}
      {results.isFetching && !results.data ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {results.data?.length === 0 ? <p className="ci-muted">{t("ci.lookup.none")}</p> : null}
      {results.data && results.data.length > 0 ? (
        <ul className="ci-lookup-list" aria-label={t("ci.lookup.results")}>
          {results.data.map((a) => (
            <li key={a.id} className="ci-lookup-item">
              <div>
                <strong dir="auto">{a.attendeeName}</strong>
                <span className="ci-muted">
                  {" · "}
                  {t(`ev.aud.${a.section}`)} · <span dir="ltr">{a.orderCode}</span>
                </span>
                <div>
                  <Badge tone={STATUS[a.status].tone}>{t(STATUS[a.status].key)}</Badge>
                  {a.checkedInAt ? (
                    <span className="ci-muted">{formatDateTime(new Date(a.checkedInAt), locale)}</span>
                  ) : null}
                </div>
              </div>
              <div className="ci-lookup-actions">
                {canCheckIn && (a.status === "not_arrived" || a.status === "left") ? (
                  <Button
                    type="primary"
                    loading={checkIn.isPending && checkIn.variables === a.id}
                    onClick={() => checkIn.mutate(a.id)}
                    aria-label={t("ci.lookup.checkInName", { name: a.attendeeName })}
                  >
                    {t("ci.lookup.checkIn")}
                  </Button>
                ) : null}
                {canUndo && a.status === "inside" ? (
                  <Button
                    danger
                    loading={undo.isPending && undo.variables === a.id}
                    onClick={() => undo.mutate(a.id)}
                    aria-label={t("ci.lookup.undoName", { name: a.attendeeName })}
                  >
                    {t("ci.lookup.undo")}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
