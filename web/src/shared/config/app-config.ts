/** Build-time configuration; white-label overrides these per organisation at run time. */
export const appConfig = {
  productName: import.meta.env.VITE_PRODUCT_NAME || "Mawid",
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || "support@mawid.org",
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE || "+44 20 0000 0000",
} as const;

export const AUTH_INIT_TIMEOUT_MS = 10_000;
export const GUARD_TIMEOUT_MS = 3_000;
export const HERO_ROTATION_MS = 2_000;
export const HEALTH_REFRESH_MS = 5_000;
