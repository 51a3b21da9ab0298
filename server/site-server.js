import { readFileSync, statSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { join, resolve, sep } from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

/**
 * @typedef {import("fastify").FastifyInstance} FastifyInstance
 * @typedef {import("fastify").FastifyReply} FastifyReply
 * @typedef {{ paths: string[], headers: Record<string, string> }} PageHeaders
 * @typedef {{ base: string, headers: Record<string, string>, pageHeaders?: PageHeaders[], types?: Record<string, string>, languages?: string[] }} BuildConfig
 */

const YEAR = 60 * 60 * 24 * 365;
/** What deploy/nginx.conf compresses: its gzip_types, and HTML, which nginx always includes. */
const GZIP_TYPES =
  /^(text\/(html|css|plain|javascript)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)\b/;
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Serves the prerendered build the way nginx with deploy/nginx.conf does: each known route's own
 * HTML with 200 (with or without a trailing slash), 404.html with a real 404 for anything else,
 * hashed assets cached for a year and HTML revalidated on every visit, the build's security
 * headers on every answer, and the type the build names for a file whose name does not say it
 * (a JSON Feed), all under the build's base path.
 *
 * Fastify parses the requests and answers the malformed ones, and @fastify/static (send) answers
 * Range and conditional requests: none of that is written here.
 *
 * @param {{
 *   root?: string,
 *   config?: () => BuildConfig,
 *   plugins?: Array<(app: FastifyInstance) => void>,
 * }} [options]
 *   `config` is asked on every request, so a rebuild's base path and headers apply at once;
 *   `plugins` add endpoints (such as the local email outbox) beside the files, outside the base.
 */
export function createSiteServer({
  root = "build/client",
  config = () => ({ base: "/", headers: {} }),
  plugins = [],
} = {}) {
  const dir = resolve(root);
  const assets = join(dir, "assets") + sep;

  const app = Fastify({
    // 400 and 431 are written by Node before any route runs; they get the headers too.
    clientErrorHandler(error, socket) {
      const status =
        /** @type {any} */ (error).code === "HPE_HEADER_OVERFLOW"
          ? 431
          : /** @type {any} */ (error).code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? 408
            : 400;
      if (!socket.writable) return socket.destroy();
      const body = STATUS_CODES[status] ?? "Bad Request";
      const head = Object.entries(config().headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      socket.end(
        `HTTP/1.1 ${status} ${body}\r\n${head}Content-Type: text/plain; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    // A path that cannot be decoded (such as /%zz) is refused before any hook runs.
    frameworkErrors(_error, _request, reply) {
      /** @type {FastifyReply} */ (/** @type {unknown} */ (reply))
        .code(400)
        .headers(config().headers)
        .header("Content-Type", "text/plain; charset=utf-8")
        .send("Bad Request");
    },
    routerOptions: { ignoreDuplicateSlashes: true },
  });

  app.addHook("onRequest", (request, reply, done) => {
    const { headers, pageHeaders, base } = config();
    reply.headers(headers);
    // A page with headers of its own (a post with comments): by its path under the base, with or
    // without the trailing slash or index.html, as findFile finds it.
    if (pageHeaders?.length) {
      const url = request.url.split("?")[0] ?? "";
      const path = `/${url.slice(base.length)}`.replace(/\/index\.html$/, "/").replace(/\/?$/, "/");
      const own = url.startsWith(base) && pageHeaders.find(({ paths }) => paths.includes(path));
      if (own) reply.headers(own.headers);
    }
    done();
  });

  // What has no .gz beside it (the 404 page): gzip only, the types and the smallest size nginx
  // compresses.
  app.register(compress, {
    encodings: ["gzip"],
    customTypes: GZIP_TYPES,
    threshold: 20,
    // nginx's default gzip_comp_level: most of the saving for a fraction of the work.
    zlibOptions: { level: 1 },
  });
  app.register(fastifyStatic, {
    root: dir,
    serve: false,
    dotfiles: "ignore",
    // The build writes file.gz beside each text file (nginx: gzip_static), so nothing is
    // compressed per request, and a Range counts bytes of the file that is sent.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        "Cache-Control",
        path.startsWith(assets) ? `public, max-age=${YEAR}, immutable` : "no-cache",
      );
    },
  });
  for (const plugin of plugins) app.register(plugin);

  /**
   * The 404 page in the language of the address asked for: /de/… has /de/404.html when the
   * site is in German too, as deploy/nginx.conf's error page does. The languages under their
   * own code are the build's (server-config.json, from core/languages.ts).
   * @param {FastifyReply} reply
   * @param {string} [path] the path asked for, below the base
   */
  const notFound = (reply, path = "/") => {
    const language = languageOf(path, config().languages);
    const own = language ? join(dir, language, "404.html") : undefined;
    const page = own && isFile(own) ? own : join(dir, "404.html");
    return reply
      .code(404)
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .send(readFileSync(page));
  };

  /** The answers that send a file the build gave a type of its own, and that type. */
  const ownType = new WeakMap();

  /** @type {import("fastify").RouteOptions} */
  const siteRoute = {
    method: METHODS,
    url: "/*",
    // Before any body is read: files take no body, whatever its type.
    onRequest(request, reply, done) {
      if (request.method === "GET" || request.method === "HEAD") return done();
      reply
        .code(405)
        .header("Allow", "GET, HEAD")
        .header("Content-Type", "text/plain; charset=utf-8")
        .send("Method Not Allowed");
    },
    handler(request, reply) {
      const { base } = config();
      // The router has decoded the path and merged repeated slashes, as nginx does.
      const path = `/${/** @type {Record<string, string>} */ (request.params)["*"] ?? ""}`;
      const search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      if (`${path}/` === base) return reply.redirect(`${base}${search}`, 301);
      if (!path.startsWith(base)) return notFound(reply);
      const file = findFile(dir, path.slice(base.length - 1), config().languages);
      if (!file) return notFound(reply, path.slice(base.length - 1));
      // nginx's gzip_static answers a Range with the whole .gz file: so does this server.
      if (
        request.headers.range &&
        acceptsGzip(request.headers) &&
        isFile(join(dir, `${file}.gz`))
      ) {
        delete request.headers.range;
      }
      const type = config().types?.[file];
      if (type) ownType.set(reply, type);
      // send decodes the path it is given: encode it again so "%" in a name stays itself.
      return reply.sendFile(file.split("/").map(encodeURIComponent).join("/"));
    },
    // After @fastify/static has named the type from the file's name, compressed or not.
    onSend(_request, reply, payload, done) {
      const type = ownType.get(reply);
      if (type && (reply.statusCode === 200 || reply.statusCode === 206)) {
        reply.header("Content-Type", type);
      }
      done(null, payload);
    },
  };

  // Registered after the plugins above have loaded, so compression applies to every answer.
  app.register(async (scope) => {
    scope.setNotFoundHandler((_request, reply) => notFound(reply));
    scope.route(siteRoute);
  });
  return app;
}

/**
 * The language an address is in, when it is under one's code: /de/courses → "de".
 * @param {string} path
 * @param {string[]} [languages] the languages whose pages live under their code
 */
function languageOf(path, languages = []) {
  const first = path.split("/")[1] ?? "";
  return languages.includes(first) ? first : undefined;
}

/**
 * The file for a URL path, tried as nginx's `try_files $uri $uri.html $uri/index.html` does;
 * null for anything outside the root, hidden (a dot segment) or a 404 page asked for by name
 * (/404.html, /de/404).
 * @param {string} dir
 * @param {string} path
 * @param {string[]} [languages] the languages whose pages live under their code
 */
function findFile(dir, path, languages) {
  if (path.includes("\0") || path.includes("\\")) return null;
  if (path.split("/").some((segment) => segment.startsWith("."))) return null;
  const language = languageOf(path, languages);
  const own = language ? path.slice(language.length + 1) : path;
  if (/^\/404(\.html|\/)?$/.test(own)) return null;
  const candidates = path.endsWith("/")
    ? [`${path}index.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  for (const candidate of candidates) {
    const full = join(dir, candidate);
    if (!full.startsWith(dir + sep)) return null;
    if (isFile(full)) return candidate;
  }
  return null;
}

/** @param {string} path */
function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {import("node:http").IncomingHttpHeaders} headers */
function acceptsGzip(headers) {
  return negotiate(headers["accept-encoding"] ?? "", ["gzip", "identity"]) === "gzip";
}

/**
 * The base path and security headers of the build in `buildDir`, read again whenever a rebuild
 * rewrites them, so a server left running never sends an old build's Content-Security-Policy.
 * @param {string} buildDir
 * @returns {{ current: () => BuildConfig, stop: () => void }}
 */
export function watchBuildConfig(buildDir) {
  const file = join(buildDir, "server-config.json");
  const stamp = () => {
    const stats = statSync(file, { bigint: true });
    return `${stats.mtimeNs}:${stats.size}`;
  };
  // Polled against the file as it was read here, not against watchFile's own first look: that
  // is taken a moment later, and a rebuild written in that moment was then never seen to change.
  let seen = stamp();
  /** @type {BuildConfig} */
  let config = JSON.parse(readFileSync(file, "utf8"));
  const timer = setInterval(() => {
    try {
      const now = stamp();
      if (now === seen) return;
      config = JSON.parse(readFileSync(file, "utf8"));
      seen = now;
    } catch {
      // Mid-rebuild the file can be missing or half written: keep the last good one, look again.
    }
  }, 300);
  timer.unref();
  return { current: () => config, stop: () => clearInterval(timer) };
}
