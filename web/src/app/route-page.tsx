import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useI18n } from "../shared/i18n/i18n-context";
import { PageSpinner } from "../shared/ui/page-spinner";
import { useDocumentTitle } from "../shared/ui/use-document-title";
import { isPublic } from "./access";
import { RequireAuth } from "./require-auth";
import type { AppRoute } from "./route-table";

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>();

function pageFor(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(route.load);
    pages.set(route, page);
  }
  return page;
}

/** One route of the table: its guard and its lazily loaded chunk, with a spinner while it loads. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useI18n();
  useDocumentTitle(route.path === "/" ? null : t(route.titleKey));
  const Page = pageFor(route);
  const content = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
  if (isPublic(route.access)) return content;
  return <RequireAuth access={route.access}>{content}</RequireAuth>;
}
