import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { loadCatalogue } from "./shared/i18n/catalogue";

// The app fetches Arabic and Urdu on first use; component tests render them at once.
await Promise.all([loadCatalogue("ar"), loadCatalogue("ur")]);

// findBy and waitFor give up after 1 s by default; an antd render (or a lazy chunk's load) takes far
// longer while npm test runs the browser tests and three other workspaces on the machine's two cores
// (10 s was once not enough), and a slow render is not a failure.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Files share a worker's jsdom (isolate: false): a spied navigator.language left at "ar" would
  // turn every later file's pages Arabic.
  vi.restoreAllMocks();
});

// jsdom lacks these browser APIs that antd's responsive components call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Popups (antd's Popconfirm) watch their anchor's size; nothing resizes in jsdom.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Requests are Node's here, which know no page to resolve `/api/...` against as a browser's do.
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, window.location.href) : input, init);
  }
};
