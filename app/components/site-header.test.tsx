import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

function renderHeader() {
  const Stub = createRoutesStub([{ path: "*", Component: SiteHeader }]);
  render(<Stub initialEntries={["/courses"]} />);
  return screen.getByRole("button", { name: "Open menu" });
}

describe("SiteHeader", () => {
  it("opens and closes the menu from the toggle", async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(toggle.getAttribute("aria-controls")).toBe(nav.parentElement?.id);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["About", "Courses", "Projects", "Contact"]);
    expect(within(nav).getByRole("link", { name: "Courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Open menu");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("closes when a link is picked", async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("locks page scrolling only while open", async () => {
    const user = userEvent.setup();
    const toggle = renderHeader();
    await user.click(toggle);
    expect(document.documentElement).toHaveClass("menu-open");
    await user.click(toggle);
    expect(document.documentElement).not.toHaveClass("menu-open");
  });
});
