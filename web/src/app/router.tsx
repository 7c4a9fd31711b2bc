import { createBrowserRouter } from "react-router-dom";
import { AppLayout } from "./app-layout";
import { RouteError } from "./route-error";
import { RoutePage } from "./route-page";
import { ROUTES } from "./route-table";

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
    },
  ]);
}
