import { menuItems } from "./site-routes.ts";

/** The site's pages in menu order; the menu and the no-JavaScript menu read this. */
export const navItems = menuItems(__PUBLISHED__);
