import { menuItems } from "~/site-routes";

/** The header's menu, in order. __PUBLISHED__ is what the owner had published when the build
 * started (vite.config.ts), so the Blog entry is there only when a post is. */
export const navItems = menuItems(__PUBLISHED__);
