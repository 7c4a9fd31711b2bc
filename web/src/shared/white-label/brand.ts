/**
 * The white-label brand, loaded after the first paint: the contracts module it reads also holds
 * the schemas the profile (me) is parsed with, which must not join the landing page's download.
 */
import {
  deriveWhiteLabelColors,
  type TWhiteLabelConfig,
  WHITE_LABEL_THEME_EVENT,
} from "@mawid/contracts/identity";
import { appConfig } from "../config/app-config";
import type { Brand } from "./brand-context";
import { DEFAULT_BRAND } from "./default-brand";

/** Inactive or absent configuration restores the default brand and theme. */
export function brandFrom(config: TWhiteLabelConfig | null | undefined): Brand {
  if (!config?.isActive) return DEFAULT_BRAND;
  const derived = deriveWhiteLabelColors(config);
  return {
    whiteLabel: true,
    name: config.organizationName,
    logoUrl: config.logoUrl,
    footerText: config.customFooterText,
    contactEmail: config.contactEmail ?? appConfig.supportEmail,
    contactPhone: config.contactPhone ?? appConfig.supportPhone,
    address: config.address,
    websiteUrl: config.websiteUrl,
    showProductBranding: config.showProductBranding,
    colors: {
      primary: config.primaryColor,
      secondary: config.secondaryColor,
      background: config.backgroundColor,
      text: config.textColor,
      ...derived,
    },
  };
}

/** Calls `listener` whenever the white-label settings are saved; returns the unsubscribe. */
export function onWhiteLabelSaved(listener: () => void): () => void {
  window.addEventListener(WHITE_LABEL_THEME_EVENT, listener);
  return () => window.removeEventListener(WHITE_LABEL_THEME_EVENT, listener);
}
