import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { siteTexts } from "#core/site-texts.ts";
import { menuItems } from "~/site-routes";
import { SiteHeader } from "./site-header";

// Opening and closing are the browser's (popover, popovertarget, light dismiss, Escape), which
// this DOM does not implement: the end-to-end tests drive them in Chromium. Here: what React
// adds once the browser says the menu opened or closed.

function renderHeader() {
  const Stub = createRoutesStub([{ path: "*", Component: SiteHeader }]);
  render(<Stub initialEntries={["/courses"]} />);
  const toggle = screen.getByRole("button", { name: siteTexts.openMenu });
  const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!menu) throw new Error("the toggle controls no menu");
  return { toggle, menu };
}

/** What the browser fires when a popover opens or closes. */
function toggled(menu: HTMLElement, newState: "open" | "closed") {
  const event = Object.assign(new Event("toggle"), { oldState: "", newState });
  act(() => {
    menu.dispatchEvent(event);
  });
}

describe("SiteHeader", () => {
  it("is a popover the toggle controls, from the first paint", () => {
    const { toggle, menu } = renderHeader();
    expect(menu).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", menu.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("follows the menu open and closed, naming the toggle for what it does", () => {
    const { toggle, menu } = renderHeader();
    toggled(menu, "open");
    expect(toggle).toHaveAccessibleName(siteTexts.closeMenu);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = within(menu).getByRole("navigation", { name: siteTexts.mainMenu, hidden: true });
    expect(
      within(nav)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(menuItems(__PUBLISHED__).map((item) => item.label));
    expect(
      within(nav).getByRole("link", { name: siteTexts.menuCourses, hidden: true }),
    ).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "About", hidden: true })).toHaveFocus();

    toggled(menu, "closed");
    expect(toggle).toHaveAccessibleName(siteTexts.openMenu);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("makes the rest of the page inert while open", () => {
    const { menu } = renderHeader();
    const outside = document.createElement("main");
    document.body.append(outside);
    toggled(menu, "open");
    expect(outside).toHaveAttribute("inert");
    toggled(menu, "closed");
    expect(outside).not.toHaveAttribute("inert");
    outside.remove();
  });
});
