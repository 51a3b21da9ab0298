import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/about.tsx"),
  route("courses", "routes/courses.tsx"),
  route("projects", "routes/projects.tsx"),
  route("contact", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
