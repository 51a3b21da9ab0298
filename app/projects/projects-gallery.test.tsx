import { fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { projects } from "~/content/projects";
import { ProjectsGallery } from "./projects-gallery";

// The encoded variants come from the build's image pipeline, which unit tests do not run.
vi.mock("./screenshots", () => ({
  screenshot: () => ({
    sources: { avif: "shot.avif 100w" },
    img: { src: "shot.png", w: 100, h: 60 },
  }),
}));

describe("ProjectsGallery", () => {
  it("shows the list once every screenshot has settled, rendering once for it", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // Still loading when React attaches (this DOM would call every image complete at once).
    const complete = vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(false);
    const onRender = vi.fn();
    // A router around it: a card with a write-up links to its page.
    render(
      <MemoryRouter>
        <Profiler id="gallery" onRender={onRender}>
          <ProjectsGallery />
        </Profiler>
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Projects", hidden: true });
    expect(list).toHaveAttribute("aria-busy", "true");
    const images = screen.getAllByRole("img", { hidden: true });
    expect(images).toHaveLength(projects.length * 3);

    const before = onRender.mock.calls.length;
    for (const [i, image] of images.entries()) {
      if (i === 0) fireEvent.error(image);
      else fireEvent.load(image);
    }
    expect(list).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    // 3 × N load events, one render: the one that shows the list.
    expect(onRender.mock.calls.length - before).toBe(1);
    // The one that failed is logged for the owner, not shown.
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Could not load project screenshot/),
    );
    logged.mockRestore();
    complete.mockRestore();
  });
});
