import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { publishedOrExit } from "../build-time/published.ts";
import { siteRoutes } from "./site-routes.ts";

// The routes come from app/site-routes.ts; add a page there, not here.
export default [
  ...siteRoutes(publishedOrExit()).map(({ pattern, module, id }) =>
    pattern === "" ? index(module) : route(pattern, module, { id }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
