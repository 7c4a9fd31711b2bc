import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

/** The test provider's url is a page of this app; Stripe's is another site, left to the browser. */
export function useGoToCheckout() {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      if (url.startsWith("/")) navigate(url);
      else window.location.assign(url);
    },
    [navigate],
  );
}
