import TeamOutlined from "@ant-design/icons/TeamOutlined";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router-dom";
import { toAppError } from "../../../shared/http/app-error";
import { errorText } from "../../../shared/http/error-text";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { PageHeader } from "../../../shared/ui/page-header";
import { toast } from "../../../shared/ui/toast";
import { useAuth } from "../../auth/auth-context";
import { acceptInvitation } from "../organizations-api";
import { ROLE_IN_TEXT } from "../role-names";

/**
 * /invitations/{token}: where an invitation e-mail leads. The invited person, signed in (the guard
 * sends them to sign in or up and back here), joins with one press; their session is read again so
 * the new role opens the organisation's screens.
 */
export default function AcceptInvitationPage() {
  const { t, say } = useI18n();
  const { token = "" } = useParams();
  const { user, reload } = useAuth();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async ({ membership }) => {
      await reload();
      toast.success({
        raw: t("org.invite.joined", {
          organization: membership.organizationName,
          role: t(ROLE_IN_TEXT[membership.role]),
        }),
      });
      navigate("/dashboard", { replace: true });
    },
  });
  const failure = accept.isError ? toAppError(accept.error) : null;
  return (
    <div className="container page narrow">
      <PageHeader title={t("org.invite.title")} />
      <Card>
        <p>
          <TeamOutlined aria-hidden="true" /> {t("org.invite.lead", { email: user?.email ?? "" })}
        </p>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="form-alert"
            title={say(errorText(failure, "org.invite.failed"))}
          />
        ) : null}
        <Button type="primary" size="large" block loading={accept.isPending} onClick={() => accept.mutate()}>
          {t("org.invite.accept")}
        </Button>
      </Card>
    </div>
  );
}
