import { WHITE_LABEL_THEME_EVENT } from "@mawid/contracts/identity";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { useAuth } from "../../features/auth/auth-context";
import { meKey } from "../../features/auth/queries";
import { BrandContext } from "./brand-context";
import { brandFrom } from "./brand";

/**
 * The organisation's white-label comes with `GET /me`; the window event (fired after the settings
 * are saved) fetches it again, and the header, footer and theme follow.
 */
export function WhiteLabelProvider({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onUpdate = () => void queryClient.invalidateQueries({ queryKey: meKey });
    window.addEventListener(WHITE_LABEL_THEME_EVENT, onUpdate);
    return () => window.removeEventListener(WHITE_LABEL_THEME_EVENT, onUpdate);
  }, [queryClient]);

  const config = me?.whiteLabel;
  const brand = useMemo(() => brandFrom(config), [config]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}
