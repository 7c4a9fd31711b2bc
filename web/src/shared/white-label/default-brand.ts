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
