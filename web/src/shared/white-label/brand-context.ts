import { createContext, useContext } from "react";

export interface BrandColors {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  muted: string;
  border: string;
  input: string;
  card: string;
}

/** What the header and footer show: the product's own brand, or an organisation's white-label. */
export interface Brand {
  whiteLabel: boolean;
  name: string;
  logoUrl: string | null;
  /** null means the default line 'Built with love for the Ummah' (translated). */
  footerText: string | null;
  contactEmail: string;
  contactPhone: string;
  address: string | null;
  websiteUrl: string | null;
  showProductBranding: boolean;
  colors: BrandColors | null;
}

export const BrandContext = createContext<Brand | null>(null);

export function useBrand(): Brand {
  const value = useContext(BrandContext);
  if (!value) throw new Error("useBrand must be used inside <WhiteLabelProvider>");
  return value;
}
