import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { projects } from "#content/projects.ts";
import { ProjectsGallery } from "./projects-gallery";

// The encoded variants come from the build's image pipeline, which unit tests do not run.
vi.mock("./screenshots", () => ({
  screenshot: () => ({
    sources: { avif: "shot.avif 100w" },
    img: { src: "shot.png", w: 100, h: 60 },
  }),
}));

describe("ProjectsGallery", () => {
  it("shows the list once every screenshot has settled, and not before", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // Still loading when React attaches (this DOM would call every image complete at once).
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    // A router around it: a card with a write-up links to its page.
    render(
      <MemoryRouter>
        <ProjectsGallery />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Projects", hidden: true });
    expect(list).toHaveAttribute("aria-busy", "true");
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images).toHaveLength(projects.length * 3);

    for (const [i, image] of images.entries()) {
      if (i === 0) fireEvent.error(image);
      else if (i < images.length - 1) fireEvent.load(image);
    }
    // One still loading: the loader stays.
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent(/Loading/);
    fireEvent.load(images.at(-1) as HTMLImageElement);
    expect(list).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    // The one that failed is logged for the owner, not shown.
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Could not load project screenshot/),
    );
    logged.mockRestore();
    complete.mockRestore();
  });
});
