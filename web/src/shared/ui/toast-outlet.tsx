import { lazy, Suspense, useEffect, useState } from "react";
import { onToastWaiting } from "./toast";

const ToastHost = lazy(() => import("./toast-host"));

export function ToastOutlet() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastWaiting(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
