import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import BarChartOutlined from "@ant-design/icons/BarChartOutlined";
import BulbOutlined from "@ant-design/icons/BulbOutlined";
import EnvironmentOutlined from "@ant-design/icons/EnvironmentOutlined";
import HeartOutlined from "@ant-design/icons/HeartOutlined";
import HomeOutlined from "@ant-design/icons/HomeOutlined";
import QrcodeOutlined from "@ant-design/icons/QrcodeOutlined";
import ShopOutlined from "@ant-design/icons/ShopOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import ShoppingOutlined from "@ant-design/icons/ShoppingOutlined";
import type { ReactNode } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { EventActions } from "./event-actions";
import { LandingSection } from "./landing-section";

interface Feature {
  id?: string;
  icon: ReactNode;
  title: MessageKey;
  text: MessageKey;
}

const FEATURES: readonly Feature[] = [
  { icon: <TeamOutlined />, title: "features.gender.title", text: "features.gender.text" },
  { icon: <HeartOutlined />, title: "features.sadaqah.title", text: "features.sadaqah.text" },
  {
    id: "marketplace",
    icon: <ShoppingOutlined />,
    title: "features.marketplace.title",
    text: "features.marketplace.text",
  },
  { icon: <BarChartOutlined />, title: "features.analytics.title", text: "features.analytics.text" },
  { icon: <QrcodeOutlined />, title: "features.qr.title", text: "features.qr.text" },
  { icon: <EnvironmentOutlined />, title: "features.maps.title", text: "features.maps.text" },
  { icon: <BulbOutlined />, title: "features.planner.title", text: "features.planner.text" },
  { id: "masjid", icon: <HomeOutlined />, title: "features.masjid.title", text: "features.masjid.text" },
  { icon: <ShopOutlined />, title: "features.vendors.title", text: "features.vendors.text" },
  { icon: <AppstoreOutlined />, title: "features.templates.title", text: "features.templates.text" },
];

export function FeaturesSection() {
  const { t } = useI18n();
  return (
    <LandingSection name="features" titleKey="features.title" subtitleKey="features.subtitle" anchor="events">
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} id={feature.id} className="feature-card">
            <span className="feature-icon" aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{t(feature.title)}</h3>
            <p>{t(feature.text)}</p>
          </li>
        ))}
      </ul>
      <EventActions className="section-actions" discoverKey="features.demoCta" />
    </LandingSection>
  );
}
