import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { meKey } from "../../features/auth/queries";
import type { Brand } from "./brand-context";
import { BrandContext } from "./brand-context";
import { DEFAULT_BRAND } from "./default-brand";

const loadBrand = () => import("./brand");

/**
 * The organisation's white-label comes with `GET /me`; the window event (fired after the settings
 * are saved) fetches it again, and the header, footer and theme follow.
 */
export function WhiteLabelProvider({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const [brand, setBrand] = useState<Brand>(DEFAULT_BRAND);

  useEffect(() => {
    let off = () => {};
    let live = true;
    void loadBrand().then(({ onWhiteLabelSaved }) => {
      if (live) off = onWhiteLabelSaved(() => void queryClient.invalidateQueries({ queryKey: meKey }));
    });
    return () => {
      live = false;
      off();
    };
  }, [queryClient]);

  const config = me?.whiteLabel;
  useEffect(() => {
    let live = true;
    if (!config?.isActive) setBrand(DEFAULT_BRAND);
    else void loadBrand().then(({ brandFrom }) => live && setBrand(brandFrom(config)));
    return () => {
      live = false;
    };
  }, [config]);

  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}
