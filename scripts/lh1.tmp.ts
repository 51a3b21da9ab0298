import { runLighthouse } from "/work/main/scripts/bench/lighthouse.ts";

const [path = "/", mode = "mobile"] = process.argv.slice(2);
const { run, lhr } = await runLighthouse(`http://localhost:4199${path}`, mode as "mobile");
console.log(JSON.stringify(run, null, 1));
const lcpEl = (lhr.audits["largest-contentful-paint-element"] as any)?.details?.items?.[0]
  ?.items?.[0]?.node?.snippet;
console.log("LCP element:", lcpEl);
for (const id of [
  "render-blocking-resources",
  "unused-javascript",
  "bootup-time",
  "mainthread-work-breakdown",
  "font-display",
  "uses-text-compression",
]) {
  const a = lhr.audits[id] as any;
  console.log(id, a?.score, a?.displayValue ?? "");
}
console.log(
  "FCP",
  (lhr.audits["first-contentful-paint"] as any).numericValue,
  "SI",
  (lhr.audits["speed-index"] as any).numericValue,
);
for (const r of (lhr.audits["network-requests"] as any).details.items as any[])
  console.log(
    Math.round(r.networkRequestTime),
    Math.round(r.networkEndTime),
    r.transferSize,
    r.priority,
    r.url.replace("http://localhost:4199", ""),
  );
const rb = (lhr.audits["render-blocking-resources"] as any).details?.items;
console.log("render-blocking", JSON.stringify(rb));
