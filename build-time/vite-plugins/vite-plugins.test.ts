// @vitest-environment node
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { contentErrorPage } from "./content-check.ts";
import { serverImportsAhead } from "./server-imports-ahead.ts";
import { warmMarkdownAfterFirstPage } from "./warm-markdown.ts";
import { warmShellAfterFirstPage } from "./warm-shell.ts";

describe("the dev server's content error page", () => {
  const message =
    'Content in app/content/ has problems:\n  - projects #2 "<b>Shop</script>" → pc: …';

  it("opens Vite's overlay with the message, under the base path", () => {
    const page = contentErrorPage(message, "/my-portfolio/");
    expect(page).toContain('from "/my-portfolio/@vite/client"');
    expect(page).toContain('projects #2 \\"\\u003cb>Shop\\u003c/script>');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });

  it("says it as text too, with the owner's markup escaped", () => {
    const page = contentErrorPage(message, "/");
    expect(page).toContain(
      '<pre>Content in app/content/ has problems:\n  - projects #2 "&#60;b&#62;Shop',
    );
  });
});

describe("the dev server's first page", () => {
  /** The plugin's middleware on a stand-in server that records what it compiles ahead. */
  function started() {
    const warmed: string[] = [];
    let middleware: ((req: unknown, res: EventEmitter, next: () => void) => void) | undefined;
    const server = {
      middlewares: { use: (handler: typeof middleware) => (middleware = handler) },
      environments: { client: { warmupRequest: async (url: string) => void warmed.push(url) } },
    };
    const hook = warmShellAfterFirstPage("/app/root.tsx").configureServer;
    (typeof hook === "function" ? hook : hook?.handler)?.call({} as never, server as never);
    /** A request answered with `type`. */
    const answer = (type: string) => {
      const res = Object.assign(new EventEmitter(), { getHeader: () => type });
      middleware?.({}, res, () => {});
      res.emit("finish");
    };
    return { warmed, answer };
  }

  it("is answered before the shell is compiled for the browser, then the shell is, once", () => {
    const { warmed, answer } = started();
    expect(warmed).toEqual([]);
    answer("image/png");
    expect(warmed, "not after a file that is no page").toEqual([]);
    answer("text/html; charset=utf-8");
    answer("text/html");
    expect(warmed).toEqual(["/app/root.tsx"]);
  });
});

describe("the dev server's Markdown renderer", () => {
  /** The plugin on a stand-in server whose module runner records what it loads and warms. */
  function started(load: (url: string) => Promise<{ warmUp?: () => Promise<void> }>) {
    let middleware: ((req: unknown, res: EventEmitter, next: () => void) => void) | undefined;
    const server = {
      middlewares: { use: (handler: typeof middleware) => (middleware = handler) },
      environments: { ssr: { runner: { import: load } } },
    };
    const hook = warmMarkdownAfterFirstPage("/app/blog/rendered.server.ts").configureServer;
    (typeof hook === "function" ? hook : hook?.handler)?.call({} as never, server as never);
    return (type: string) => {
      const res = Object.assign(new EventEmitter(), { getHeader: () => type });
      middleware?.({}, res, () => {});
      res.emit("finish");
    };
  }

  it("is loaded and set up once the first page is answered, once", async () => {
    const loaded: string[] = [];
    let warmed = 0;
    const answer = started(async (url) => {
      loaded.push(url);
      return { warmUp: async () => void warmed++ };
    });
    answer("image/avif");
    answer("text/html; charset=utf-8");
    answer("text/html");
    await new Promise((resolve) => setTimeout(resolve));
    expect(loaded).toEqual(["/app/blog/rendered.server.ts"]);
    expect(warmed).toBe(1);
  });

  it("leaves a failure to the page that needs the renderer", async () => {
    const failures: unknown[] = [];
    const record = (reason: unknown) => failures.push(reason);
    process.on("unhandledRejection", record);
    try {
      started(async () => {
        throw new Error("a mistake in the renderer");
      })("text/html");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failures).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});

describe("the dev server's server side", () => {
  it("compiles a module's imports ahead in the dev server, where its hooks run, and only there", () => {
    const ssr = { config: { dev: { preTransformRequests: false } } };
    const hook = serverImportsAhead().configureServer;
    (typeof hook === "function" ? hook : hook?.handler)?.call(
      {} as never,
      {
        environments: { ssr },
      } as never,
    );
    expect(ssr.config.dev.preTransformRequests).toBe(true);
    // React Router's child compiler takes the config but drops the plugins' server hooks.
    expect(serverImportsAhead()).not.toHaveProperty("config");
    expect(serverImportsAhead()).not.toHaveProperty("configEnvironment");
  });
});
