/** The site's pages in menu order; the menu, the no-JavaScript menu and the tests read this. */
export const navItems = [
  { to: "/", label: "About" },
  { to: "/courses", label: "Courses" },
  { to: "/projects", label: "Projects" },
  { to: "/contact", label: "Contact" },
] as const;
