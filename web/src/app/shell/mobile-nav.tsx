import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Tag from "antd/es/tag";
import { NavLink, useNavigate } from "react-router-dom";
import { useAuth } from "../../features/auth/auth-context";
import { useTierBadge } from "../../features/auth/use-tier-badge";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { LanguageSwitch } from "./language-switch";
import { ACCOUNT_LINKS, MAIN_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { useMenuLinks } from "./use-menu-links";

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The phone menu: a slide-out from the reading end (right in English, left in Arabic and Urdu). */
export default function MobileNav({ open, onClose }: Props) {
  const { status, user, signOut } = useAuth();
  const { t, dir } = useI18n();
  const navigate = useNavigate();
  const badge = useTierBadge();
  const { visible, opens, admin } = useMenuLinks();
  const main = visible(MAIN_LINKS);
  const links = [
    ...main,
    ...visible(ACCOUNT_LINKS).filter((l) => !main.some((m) => m.to === l.to)),
    ...admin,
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={dir === "rtl" ? "left" : "right"}
      size={300}
      title={user ? user.displayName || user.email : t("nav.mainLabel")}
      closable={{ "aria-label": t("nav.closeMenu") }}
      extra={badge ? <Tag color="gold">{badge}</Tag> : null}
    >
      <nav aria-label={t("nav.mainLabel")} className="mobile-nav">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={onClose}>
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mobile-nav-actions">
          <ButtonLink to="/discover-events" block onNavigate={onClose}>
            {t("nav.findEvents")}
          </ButtonLink>
          {opens("/create-event", true) ? (
            <ButtonLink to="/create-event" type="primary" block onNavigate={onClose}>
              {t("nav.createEvent")}
            </ButtonLink>
          ) : null}
          {status === "loading" ? null : user ? (
            <Button
              block
              danger
              onClick={() => {
                onClose();
                navigate("/");
                void signOut();
              }}
            >
              {t("nav.signOut")}
            </Button>
          ) : (
            <ButtonLink to="/auth" block onNavigate={onClose}>
              {t("nav.signIn")}
            </ButtonLink>
          )}
        </div>
        <div className="mobile-nav-prefs">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </nav>
    </Drawer>
  );
}
