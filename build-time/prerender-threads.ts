// React Router's prerender renders every page on the build's thread, and with many posts a
// rebuild then leaves a core idle for most of its time. A second thread loads the same server
// bundle and answers half of the prerender's requests (build-time/prerender-server.ts hands
// them out); React Router writes and keeps every page itself, as before.
import { Worker } from "node:worker_threads";

/** A request handler, as React Router's `createRequestHandler` makes one. */
export type Handler = (request: Request) => Promise<Response>;

export type PrerenderThreads = {
  /**
   * Once the server bundle is written: a handler that answers each request on the build's
   * thread or the other, whichever has fewer waiting; none when there are too few addresses
   * to pay for starting a thread.
   */
  open(options: {
    serverBuild: string;
    mode: string;
    /** Every address prerendered: how many decides whether a thread pays for its start. */
    prerender: string[];
    handler: Handler;
  }): SharedPrerender | undefined;
};

export type SharedPrerender = {
  handler: Handler;
  /** Requests the prerender should ask at once. */
  concurrency: number;
  /** Settles once the thread has loaded the bundle (true) or failed to (false). */
  started: Promise<boolean>;
  close: () => Promise<void>;
};

/** Fewer addresses than this are rendered on the build's thread alone (docs/performance.md). */
const WORTH_A_THREAD = 200;

/** Requests asked at once, so that neither thread waits while pages are written. */
const CONCURRENCY = 4;

/** How many requests React Router's prerender should ask at once for so many addresses. */
export const prerenderConcurrency = (paths: number, worthAThread = WORTH_A_THREAD) =>
  paths < worthAThread ? 1 : CONCURRENCY;

const WORKER = new URL("./prerender-worker.mjs", import.meta.url);

/** Statuses whose response has no body. */
const BODILESS = new Set([101, 204, 205, 304]);

type Reply = {
  id: number;
  ready?: true;
  status?: number;
  headers?: [string, string][];
  body?: ArrayBuffer;
  error?: string;
};

export function createPrerenderThreads(
  worthAThread = WORTH_A_THREAD,
  worker: URL = WORKER,
): PrerenderThreads {
  return {
    open({ serverBuild, mode, prerender, handler: local }) {
      if (prerender.length < worthAThread) return undefined;
      let thread: Worker;
      try {
        thread = new Worker(worker, { workerData: { serverBuild, mode, prerender } });
      } catch {
        return undefined;
      }
      // Until the thread has loaded the bundle, and after it fails, the build's thread answers.
      let ready = false;
      let alive = true;
      let settle: (loaded: boolean) => void = () => {};
      const started = new Promise<boolean>((resolve) => {
        settle = resolve;
      });
      let next = 0;
      let waitingThere = 0;
      let waitingHere = 0;
      const asked = new Map<
        number,
        { request: Request; resolve: (r: Response) => void; reject: (e: Error) => void }
      >();
      const answerHere = async (request: Request) => {
        waitingHere++;
        try {
          return await local(request);
        } finally {
          waitingHere--;
        }
      };
      thread.on("message", ({ id, ready: loaded, status, headers, body, error }: Reply) => {
        if (loaded) {
          ready = true;
          settle(true);
          return;
        }
        const request = asked.get(id);
        if (!request) return;
        asked.delete(id);
        if (error !== undefined) return request.reject(new Error(error));
        request.resolve(
          new Response(BODILESS.has(status ?? 200) ? null : (body ?? null), { status, headers }),
        );
      });
      // A thread that cannot load the bundle, or fails, leaves every request to the build's
      // thread, those it was answering among them: the same pages, more slowly.
      const failed = () => {
        alive = false;
        settle(false);
        for (const { request, resolve, reject } of asked.values())
          answerHere(request).then(resolve, reject);
        asked.clear();
      };
      thread.once("error", failed);
      thread.once("exit", failed);
      const answerThere = (request: Request) =>
        new Promise<Response>((resolve, reject) => {
          const id = next++;
          asked.set(id, { request, resolve, reject });
          thread.postMessage({ id, url: request.url, headers: [...request.headers] });
        });
      const handler: Handler = async (request) => {
        // The build's thread also writes every page: the other takes up to two more requests.
        if (!ready || !alive || request.method !== "GET" || waitingThere > waitingHere + 1)
          return answerHere(request);
        waitingThere++;
        try {
          return await answerThere(request);
        } finally {
          waitingThere--;
        }
      };
      return {
        handler,
        concurrency: CONCURRENCY,
        started,
        close: async () => {
          thread.off("exit", failed);
          thread.off("error", failed);
          await thread.terminate();
        },
      };
    },
  };
}
