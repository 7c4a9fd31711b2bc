import { deriveWhiteLabelColors, type TWhiteLabelConfig } from "@mawid/contracts/identity";
import { appConfig } from "../config/app-config";
import type { Brand } from "./brand-context";

export const DEFAULT_BRAND: Brand = {
  whiteLabel: false,
  name: appConfig.productName,
  logoUrl: null,
  footerText: null,
  contactEmail: appConfig.supportEmail,
  contactPhone: appConfig.supportPhone,
  address: null,
  websiteUrl: null,
  showProductBranding: true,
  colors: null,
};

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
