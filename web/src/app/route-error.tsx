import { useEffect } from "react";
import { useNavigate, useRouteError } from "react-router-dom";
import { logRenderError } from "./error-boundary";
import { ErrorFallback } from "./error-fallback";

/** For failures the router itself catches, such as a route chunk that failed to download. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => logRenderError(error), [error]);
  return <ErrorFallback onTryAgain={() => window.location.reload()} onGoHome={() => navigate("/")} />;
}
