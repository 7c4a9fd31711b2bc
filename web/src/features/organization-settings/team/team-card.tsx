import {
  type TInvitation,
  type TMember,
  type TMemberRole,
  ZInviteMemberRequest,
  ZMemberRole,
} from "@mawid/contracts/identity";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useFormCheck } from "../../../shared/forms/use-form-check";
import { formatGregorian } from "../../../shared/i18n/dates";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { QueryError } from "../../events/shared/query-error";
import { toast } from "../../../shared/ui/toast";
import { useAuth } from "../../auth/auth-context";
import { ROLE_IN_TEXT, ROLE_NAME } from "../../organizations/role-names";
import {
  useChangeRole,
  useInvitations,
  useInviteMember,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
} from "./team-api";
import { ConfirmedRemove } from "./confirmed-remove";
import { JoinRequestsList } from "./join-requests-list";
import "./team.css";

const ROLES = ZMemberRole.options;

interface InviteValues {
  email: string;
  role: Exclude<TMemberRole, "owner">;
}

/**
 * Who runs the organisation with its owner: each member's role, changed or taken away here, the
 * requests of people who asked to join, and an invitation by e-mail (identity mails the link to
 * /invitations/{token}). Identity decides what is allowed, such as keeping one owner.
 */
export function TeamCard({ organizationId }: { organizationId: string }) {
  const { t, locale } = useI18n();
  const check = useFormCheck();
  const { user } = useAuth();
  const members = useMembers(organizationId);
  const invitations = useInvitations(organizationId);
  const revoke = useRevokeInvitation(organizationId);
  const resend = useResendInvitation(organizationId);
  const changeRole = useChangeRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const invite = useInviteMember(organizationId);
  const report = useErrorPolicy();
  const [form] = Form.useForm<InviteValues>();
  const roleOptions = (roles: readonly TMemberRole[]) =>
    roles.map((r) => ({ value: r, label: t(ROLE_NAME[r]) }));

  const onRole = (m: TMember, role: TMemberRole) =>
    changeRole.mutate(
      { userId: m.userId, role },
      {
        onSuccess: () =>
          toast.success({
            raw: t("org.team.roleChanged", { name: m.displayName, role: t(ROLE_IN_TEXT[role]) }),
          }),
        onError: (error) => report(error, { fallback: "org.team.failed" }),
      },
    );
  const onRemove = (m: TMember) =>
    remove.mutate(m.userId, {
      onSuccess: () => toast.success({ raw: t("org.team.removed", { name: m.displayName }) }),
      onError: (error) => report(error, { fallback: "org.team.failed" }),
    });
  const onRevoke = (invitation: TInvitation) =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success({ raw: t("org.team.revoked", { email: invitation.email }) }),
      onError: (error) => report(error, { fallback: "org.team.failed" }),
    });
  const onResend = (invitation: TInvitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success({ raw: t("org.team.resent", { email: invitation.email }) }),
      onError: (error) => report(error, { fallback: "org.team.failed" }),
    });
  const onInvite = (values: InviteValues) => {
    const request = check(ZInviteMemberRequest, { email: values.email ?? "", role: values.role }, form);
    if (!request) return;
    invite.mutate(request, {
      onSuccess: (sent) => {
        toast.success({ raw: t("org.team.sent", { email: sent.email }) });
        form.resetFields(["email"]);
      },
      onError: (error) => report(error, { form, fallback: "org.team.failed" }),
    });
  };

  return (
    <Card title={<h2 className="card-heading">{t("org.team.title")}</h2>}>
      <p className="field-note">{t("org.team.lead")}</p>
      {members.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {members.isError ? <QueryError error={members.error} fallback="org.team.failed" /> : null}
      {members.data ? (
        <ul className="team-list">
          {members.data.map((m) => (
            <li key={m.userId}>
              <div className="team-person">
                <bdi>{m.displayName}</bdi>
                {m.userId === user?.id ? <Tag className="team-you">{t("org.team.you")}</Tag> : null}
                <div className="muted small" dir="ltr">
                  {m.email}
                </div>
              </div>
              <Select
                aria-label={t("org.team.roleOf", { name: m.displayName })}
                value={m.role}
                options={roleOptions(ROLES)}
                onChange={(role) => onRole(m, role)}
                disabled={changeRole.isPending}
                className="team-role"
              />
              <ConfirmedRemove
                confirm={t("org.team.removeConfirm", { name: m.displayName })}
                label={t("org.team.remove", { name: m.displayName })}
                busy={remove.isPending && remove.variables === m.userId}
                onConfirm={() => onRemove(m)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <JoinRequestsList organizationId={organizationId} />
      {invitations.data && invitations.data.length > 0 ? (
        <>
          <h3 className="team-invite-heading">{t("org.team.pending")}</h3>
          <ul className="team-list">
            {invitations.data.map((invitation) => (
              <li key={invitation.id}>
                <div className="team-person">
                  <span dir="ltr">{invitation.email}</span>
                  <div className="muted small">
                    {t("org.team.until", {
                      role: t(ROLE_NAME[invitation.role]),
                      date: formatGregorian(new Date(invitation.expiresAt), locale),
                    })}
                  </div>
                </div>
                <Button
                  aria-label={t("org.team.resendTo", { email: invitation.email })}
                  loading={resend.isPending && resend.variables === invitation.id}
                  onClick={() => onResend(invitation)}
                >
                  {t("org.team.resend")}
                </Button>
                <ConfirmedRemove
                  confirm={t("org.team.revokeConfirm")}
                  label={t("org.team.revoke", { email: invitation.email })}
                  busy={revoke.isPending && revoke.variables === invitation.id}
                  onConfirm={() => onRevoke(invitation)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="team-invite-heading">{t("org.team.invite")}</h3>
      <Form<InviteValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onInvite}
        initialValues={{ role: "staff" }}
      >
        <Form.Item name="email" label={t("org.team.email")}>
          <Input inputMode="email" autoComplete="off" dir="ltr" />
        </Form.Item>
        <Form.Item name="role" label={t("org.team.role")}>
          <Select options={roleOptions(ROLES.filter((r) => r !== "owner"))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t("org.team.send")}
        </Button>
      </Form>
    </Card>
  );
}
