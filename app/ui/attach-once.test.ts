import { describe, expect, it, vi } from "vitest";
import { attachOnce } from "./attach-once";

describe("attachOnce", () => {
  it("attaches a behaviour to a target once, until the first attach lets it go", () => {
    const target = {};
    const detach = vi.fn();
    const attach = vi.fn(() => detach);

    const first = attachOnce("menu", target, attach);
    const second = attachOnce("menu", target, attach);
    expect(attach).toHaveBeenCalledTimes(1);

    second();
    expect(detach).not.toHaveBeenCalled();
    first();
    expect(detach).toHaveBeenCalledTimes(1);

    attachOnce("menu", target, attach);
    expect(attach).toHaveBeenCalledTimes(2);
  });

  it("keeps behaviours and targets apart", () => {
    const attach = vi.fn(() => () => {});
    const target = {};
    attachOnce("menu", target, attach);
    attachOnce("field", target, attach);
    attachOnce("menu", {}, attach);
    expect(attach).toHaveBeenCalledTimes(3);
  });
});
