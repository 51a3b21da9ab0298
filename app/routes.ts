import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { publishedOrExit } from "#core/published.ts";
import { routeId, siteRoutes } from "./site-routes.ts";

// The routes come from app/site-routes.ts; add a page there, not here.
export default [
  ...siteRoutes(publishedOrExit()).map((entry) =>
    entry.pattern === ""
      ? index(entry.module, { id: routeId(entry) })
      : route(entry.pattern, entry.module, { id: routeId(entry) }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
