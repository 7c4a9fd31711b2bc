import MenuOutlined from "@ant-design/icons/MenuOutlined";
import Button from "antd/es/button";
import { lazy, Suspense, useState } from "react";
import { NavLink } from "react-router-dom";
import { useAuth } from "../../features/auth/auth-context";
import { useI18n } from "../../shared/i18n/i18n-context";
import { ButtonLink } from "../../shared/ui/button-link";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { MAIN_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import { useMenuLinks } from "./use-menu-links";

// Signed-out visitors on a wide screen never need these, so they stay out of the first download.
const AvatarMenu = lazy(() => import("./avatar-menu"));
const MobileNav = lazy(() => import("./mobile-nav"));

export function SiteHeader() {
  const { status, user } = useAuth();
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { visible, opens } = useMenuLinks();
  const links = visible(MAIN_LINKS);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <BrandMark />
        <nav aria-label={t("nav.mainLabel")} className="desktop-nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="header-actions">
          <span className="desktop-only">
            <LanguageSwitch />
          </span>
          <ThemeToggle />
          <span className="desktop-only header-cta">
            <ButtonLink to="/discover-events">{t("nav.findEvents")}</ButtonLink>
            {opens("/create-event", true) ? (
              <ButtonLink to="/create-event" type="primary">
                {t("nav.createEvent")}
              </ButtonLink>
            ) : null}
          </span>
          {/* Sign-in and avatar controls stay hidden until the session is known, so they never flicker. */}
          {status === "loading" ? null : user ? (
            <Suspense fallback={<span className="avatar-placeholder" />}>
              <AvatarMenu />
            </Suspense>
          ) : (
            <span className="desktop-only">
              <ButtonLink to="/auth" type="text">
                {t("nav.signIn")}
              </ButtonLink>
            </span>
          )}
          <Button
            className="mobile-only"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t("nav.openMenu")}
            aria-expanded={menuOpen}
            data-testid="mobile-menu-button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          />
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
