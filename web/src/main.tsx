import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./app/arabic-script-font.css";
import "./app/styles.css";
import { loadCatalogue } from "./shared/i18n/catalogue";
import { readStoredLocale } from "./shared/i18n/locale-storage";
import { logger } from "./shared/logger/logger";

// Entries kept from an earlier failed send go out as soon as the app starts or the network returns.
void logger.flush();
window.addEventListener("online", () => void logger.flush());
window.addEventListener("error", (event) =>
  logger.error("Uncaught error", { message: event.message, stack: event.error?.stack, url: location.href }),
);
window.addEventListener("unhandledrejection", (event) =>
  logger.error("Unhandled promise rejection", { reason: String(event.reason), url: location.href }),
);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// A returning Arabic or Urdu reader's texts are fetched before the first paint, so the page does not flash English.
loadCatalogue(readStoredLocale())
  .catch((error: unknown) => logger.error("Language texts failed to load", { error: String(error) }))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
