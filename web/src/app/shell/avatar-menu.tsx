import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import Avatar from "antd/es/avatar";
import Button from "antd/es/button";
import Dropdown from "antd/es/dropdown";
import type { MenuProps } from "antd/es/menu";
import Tag from "antd/es/tag";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../../features/auth/auth-context";
import { useTierBadge } from "../../features/auth/use-tier-badge";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ACCOUNT_LINKS } from "./nav-links";
import { useMenuLinks } from "./use-menu-links";

export default function AvatarMenu() {
  const { user, signOut } = useAuth();
  const { t } = useI18n();
  const navigate = useNavigate();
  const badge = useTierBadge();
  const { visible, admin } = useMenuLinks();
  if (!user) return null;
  const name = user.displayName || user.email;

  const items: MenuProps["items"] = [
    {
      key: "identity",
      disabled: true,
      className: "avatar-menu-identity",
      label: (
        <div>
          <div className="avatar-menu-name">{name}</div>
          <div className="avatar-menu-email">{user.email}</div>
          {badge ? (
            <Tag color="gold" aria-label={t("tier.badgeLabel", { tier: badge })}>
              {badge}
            </Tag>
          ) : null}
        </div>
      ),
    },
    { type: "divider" },
    ...visible(ACCOUNT_LINKS).map((link) => ({ key: link.to, label: t(link.labelKey) })),
    ...(admin.length > 0
      ? [
          { type: "divider" as const },
          {
            type: "group" as const,
            label: t("nav.admin"),
            children: admin.map((link) => ({ key: link.to, label: t(link.labelKey) })),
          },
        ]
      : []),
    { type: "divider" },
    { key: "sign-out", label: t("nav.signOut"), icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "sign-out") {
      // Signing out ends at home. A protected page's guard sends the user there too, in case the
      // sign-out lands before this navigation has rendered.
      navigate("/");
      void signOut();
      return;
    }
    navigate(key);
  };

  return (
    <Dropdown trigger={["click"]} placement="bottomRight" menu={{ items, onClick }}>
      <Button
        type="text"
        className="avatar-button"
        aria-label={t("nav.accountMenu", { name })}
        data-testid="avatar-menu"
      >
        <Avatar
          size={32}
          src={user.avatarUrl ?? undefined}
          icon={user.avatarUrl ? undefined : <UserOutlined />}
          alt=""
        />
      </Button>
    </Dropdown>
  );
}
