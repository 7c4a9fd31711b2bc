import { type TAcceptJoinRequestBody, type TJoinRequest, ZMemberRole } from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Select from "antd/es/select";
import { useState } from "react";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { formatGregorian } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { toast } from "../../../shared/ui/toast";
import { ROLE_IN_TEXT, ROLE_NAME } from "../../organizations/role-names";
import { ConfirmedRemove } from "./confirmed-remove";
import { useAnswerJoinRequest, useJoinRequests } from "./join-requests-api";

type Role = TAcceptJoinRequestBody["role"];
const ROLES = ZMemberRole.options.filter((r): r is Role => r !== "owner");

/**
 * People who asked to join the team (from an event's page), for its owners and admins: each with
 * their message, taken on with the role chosen here (a scanner unless changed) or declined.
 */
export function JoinRequestsList({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const requests = useJoinRequests(organizationId);
  const answer = useAnswerJoinRequest(organizationId);
  const report = useErrorPolicy();
  const [roles, setRoles] = useState<Record<string, Role>>({});
  if (!requests.data || requests.data.length === 0) return null;
  const busy = (request: TJoinRequest) => answer.isPending && answer.variables?.requestId === request.id;
  const onAnswer = (request: TJoinRequest, role: Role | null) =>
    answer.mutate(
      { requestId: request.id, role },
      {
        onSuccess: (member) =>
          toast.success({
            raw: member
              ? t("org.team.takenOn", { name: member.displayName, role: t(ROLE_IN_TEXT[member.role]) })
              : t("org.team.declined", { name: request.displayName }),
          }),
        onError: (error) => report(error, { fallback: "org.team.failed" }),
      },
    );
  return (
    <>
      <h3 className="team-invite-heading">{t("org.team.asking")}</h3>
      <ul className="team-list">
        {requests.data.map((request) => (
          <li key={request.id}>
            <div className="team-person">
              <bdi>{request.displayName}</bdi>
              <div className="muted small" dir="ltr">
                {request.email}
              </div>
              {request.message ? <p className="team-message">{request.message}</p> : null}
              <div className="muted small">
                {t("org.team.askedOn", { date: formatGregorian(new Date(request.requestedAt), locale) })}
              </div>
            </div>
            <Select
              aria-label={t("org.team.roleFor", { name: request.displayName })}
              value={roles[request.id] ?? "scanner"}
              options={ROLES.map((r) => ({ value: r, label: t(ROLE_NAME[r]) }))}
              onChange={(role) => setRoles((all) => ({ ...all, [request.id]: role }))}
              className="team-role"
            />
            <Button
              type="primary"
              aria-label={t("org.team.takeOnName", { name: request.displayName })}
              loading={busy(request) && answer.variables?.role !== null}
              onClick={() => onAnswer(request, roles[request.id] ?? "scanner")}
            >
              {t("org.team.takeOn")}
            </Button>
            <ConfirmedRemove
              confirm={t("org.team.declineConfirm")}
              label={t("org.team.decline", { name: request.displayName })}
              busy={busy(request) && answer.variables?.role === null}
              onConfirm={() => onAnswer(request, null)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
