import { z } from "zod";
import { zWebAddress } from "../platform/web-address.ts";

const ZHex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "Use a hex colour like #1f7a5c" });

export const ZWhiteLabelConfig = z.object({
  isActive: z.boolean(),
  primaryColor: ZHex,
  secondaryColor: ZHex,
  backgroundColor: ZHex,
  textColor: ZHex,
  organizationName: z.string().trim().min(1).max(120),
  logoUrl: zWebAddress().nullable(),
  customFooterText: z.string().max(500).nullable(),
  contactEmail: z.email().nullable(),
  contactPhone: z.string().max(40).nullable(),
  address: z.string().max(300).nullable(),
  websiteUrl: zWebAddress().nullable(),
  showProductBranding: z.boolean(),
});
export type TWhiteLabelConfig = z.infer<typeof ZWhiteLabelConfig>;

export const WHITE_LABEL_THEME_EVENT = "white-label-theme-update";
export const DEFAULT_FOOTER_LINE = "Built with love for the Ummah";

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hexToHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function hslToHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

function lighten(hex: string, by: number, max: number): string {
  const hsl = hexToHsl(hex);
  return hslToHex({ ...hsl, l: Math.min(hsl.l + by, max) });
}

/** The seed's derived colours: muted = primary +40 lightness (max 95), border and input +20 (max 85), card = background +2 (max 98). */
export function deriveWhiteLabelColors(c: Pick<TWhiteLabelConfig, "primaryColor" | "backgroundColor">) {
  return {
    muted: lighten(c.primaryColor, 40, 95),
    border: lighten(c.primaryColor, 20, 85),
    input: lighten(c.primaryColor, 20, 85),
    card: lighten(c.backgroundColor, 2, 98),
  };
}
