import { runLighthouse } from "./bench/lighthouse.ts";

const [path = "/", mode = "mobile"] = process.argv.slice(2);
const { run, lhr } = await runLighthouse(`http://localhost:4199${path}`, mode as "mobile");
console.log(
  run.performance,
  "LCP",
  Math.round(run.lcp),
  "TBT",
  Math.round(run.tbt),
  run.failing.join("; "),
);
const el = lhr.audits["largest-contentful-paint-element"] as unknown as {
  details: { items: Array<{ items: Array<Record<string, unknown>> }> };
};
console.log(
  JSON.stringify(
    el.details.items.map((i) => i.items),
    null,
    0,
  ).slice(0, 1500),
);
const m =
  (lhr.audits.metrics as unknown as { details: { items: Array<Record<string, number>> } }).details
    .items[0] ?? {};
console.log(
  "observed FCP",
  m.observedFirstContentfulPaint,
  "observed LCP",
  m.observedLargestContentfulPaint,
  "DCL",
  m.observedDomContentLoaded,
  "load",
  m.observedLoad,
);
const reqs = (
  lhr.audits["network-requests"] as unknown as {
    details: { items: Array<Record<string, unknown>> };
  }
).details.items;
for (const r of reqs)
  console.log(
    Math.round(Number(r.networkRequestTime)),
    Math.round(Number(r.networkEndTime)),
    r.priority,
    String(r.url).replace("http://localhost:4199", ""),
  );
