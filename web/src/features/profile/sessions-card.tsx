import DesktopOutlined from "@ant-design/icons/DesktopOutlined";
import MobileOutlined from "@ant-design/icons/MobileOutlined";
import TabletOutlined from "@ant-design/icons/TabletOutlined";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Popconfirm from "antd/es/popconfirm";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { signOutEverywhere } from "../auth/api";
import { useAuth } from "../auth/auth-context";
import { useSessionsQuery } from "../auth/queries";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { formatDateTime } from "../../shared/i18n/dates";
import { useI18n } from "../../shared/i18n/i18n-context";
import { type Device, deviceOf } from "./device-name";

const ICONS = { mobile: MobileOutlined, tablet: TabletOutlined, desktop: DesktopOutlined };

type Translate = ReturnType<typeof useI18n>["t"];

/** "Chrome 131 on Android 15" where the user agent says; otherwise its own text, or "Unknown device". */
function deviceLabel(userAgent: string | null, device: Device | null, t: Translate): string {
  if (device?.browser && device.os) return t("profile.deviceOn", { browser: device.browser, os: device.os });
  return device?.browser ?? device?.os ?? userAgent ?? t("profile.unknownDevice");
}

export function SessionsCard() {
  const { t, locale } = useI18n();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const report = useErrorPolicy();
  const sessions = useSessionsQuery();
  const [busy, setBusy] = useState(false);

  return (
    <Card title={<h2 className="card-heading">{t("profile.sessions")}</h2>}>
      <p className="muted">{t("profile.sessionsHelp")}</p>
      {sessions.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {sessions.data ? (
        <ul className="session-list">
          {sessions.data.map((session) => {
            const device = session.userAgent === null ? null : deviceOf(session.userAgent);
            const Icon = ICONS[device?.kind ?? "desktop"];
            return (
              <li key={session.id}>
                <Icon aria-hidden="true" />
                <div>
                  <div className="session-agent">
                    <span title={session.userAgent ?? undefined}>
                      {deviceLabel(session.userAgent, device, t)}
                    </span>{" "}
                    {session.current ? <Tag color="green">{t("profile.thisDevice")}</Tag> : null}
                  </div>
                  <div className="muted small">
                    {t("profile.lastUsed", { date: formatDateTime(new Date(session.lastUsedAt), locale) })} ·{" "}
                    {t("profile.signedInSince", {
                      date: formatDateTime(new Date(session.createdAt), locale),
                    })}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Popconfirm
        title={t("profile.signOutEverywhereConfirm")}
        okText={t("profile.confirm")}
        cancelText={t("profile.cancel")}
        onConfirm={async () => {
          setBusy(true);
          try {
            await signOutEverywhere();
            navigate("/");
            await signOut();
          } catch (error) {
            report(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button danger loading={busy}>
          {t("profile.signOutEverywhere")}
        </Button>
      </Popconfirm>
    </Card>
  );
}
