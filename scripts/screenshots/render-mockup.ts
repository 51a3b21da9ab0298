// A sample project's made-up site as one HTML page (mockups.yaml's colours and words), for
// mockup-shots.ts to photograph as the demo's screenshots.
import { escapeXml } from "#core/xml.ts";
import { seededRandom, seedOf } from "../../build-time/seeded-random.ts";
import type { Mockup } from "./mockups.ts";

function art(m: Mockup, random: () => number, label = "") {
  const angle = Math.round(random() * 360);
  const a = Math.round(20 + random() * 60);
  const b = Math.round(20 + random() * 60);
  return `<div class="art" style="background:
    radial-gradient(circle at ${a}% ${b}%, ${m.accent}cc, transparent 55%),
    radial-gradient(circle at ${100 - a}% ${100 - b}%, ${m.accent2}aa, transparent 60%),
    linear-gradient(${angle}deg, ${m.surface}, ${m.bg})">${label ? `<span>${escapeXml(label)}</span>` : ""}</div>`;
}

function header(m: Mockup) {
  return `<header class="top">
    <strong class="logo">${escapeXml(m.logo)}</strong>
    <nav>${m.nav.map((item, i) => `<a class="${i === 0 ? "on" : ""}">${escapeXml(item)}</a>`).join("")}</nav>
    <button class="btn">${escapeXml(m.cta)}</button>
    <span class="burger"><i></i><i></i><i></i></span>
  </header>`;
}

function dashboard(m: Mockup, random: () => number) {
  const bars = Array.from({ length: 14 }, () => Math.round(25 + random() * 70));
  return `<div class="dash">
    <aside class="side"><strong class="logo">${escapeXml(m.logo)}</strong>
      ${m.nav.map((item, i) => `<a class="${i === 0 ? "on" : ""}">${escapeXml(item)}</a>`).join("")}
    </aside>
    <main>
      <div class="bar"><div><h1>${escapeXml(m.heading)}</h1><p class="muted">${escapeXml(m.lead)}</p></div>
        <button class="btn">${escapeXml(m.cta)}</button></div>
      <div class="stats">${m.stats
        .map(
          ([label, value]) =>
            `<div class="card"><p class="muted">${escapeXml(label)}</p><b>${escapeXml(value)}</b></div>`,
        )
        .join("")}</div>
      <div class="grid2">
        <div class="card chart"><p class="muted">Last 14 days</p><div class="bars">${bars
          .map(
            (h, i) =>
              `<i style="height:${h}%;background:${i % 3 === 0 ? m.accent2 : m.accent}"></i>`,
          )
          .join("")}</div></div>
        <div class="card list">${m.items
          .map((item) => `<div class="row"><span class="dot"></span>${escapeXml(item)}</div>`)
          .join("")}</div>
      </div>
    </main>
  </div>`;
}

function landing(m: Mockup, random: () => number) {
  return `${header(m)}
  <main>
    <section class="hero"><div class="copy"><h1>${escapeXml(m.heading)}</h1><p class="lead muted">${escapeXml(m.lead)}</p>
      <div class="actions"><button class="btn">${escapeXml(m.cta)}</button><button class="btn ghost">Learn more</button></div></div>
      ${art(m, random)}</section>
    <section class="features">${m.items
      .map(
        (item) =>
          `<div class="card"><span class="icon"></span><h3>${escapeXml(item)}</h3><p class="muted">Short and friendly words about ${escapeXml(item.toLowerCase())}.</p></div>`,
      )
      .join("")}</section>
  </main>`;
}

function shop(m: Mockup, random: () => number) {
  return `${header(m)}
  <main>
    <section class="banner">${art(m, random)}<div class="copy"><h1>${escapeXml(m.heading)}</h1><p class="muted">${escapeXml(m.lead)}</p><button class="btn">${escapeXml(m.cta)}</button></div></section>
    <section class="products">${m.items
      .map(
        (item) =>
          `<div class="card product">${art(m, random)}<h3>${escapeXml(item)}</h3><p class="muted">€${Math.round(19 + random() * 180)}</p></div>`,
      )
      .join("")}</section>
  </main>`;
}

function blog(m: Mockup, random: () => number) {
  return `${header(m)}
  <main class="narrow">
    <article class="featured">${art(m, random)}<p class="kicker">Essay · 8 min read</p><h1>${escapeXml(m.heading)}</h1><p class="lead muted">${escapeXml(m.lead)}</p></article>
    <section class="posts">${m.items
      .map(
        (item) =>
          `<div class="post">${art(m, random)}<div><h3>${escapeXml(item)}</h3><p class="muted">A few lines that make you want to read on, and the date it was written.</p></div></div>`,
      )
      .join("")}</section>
  </main>`;
}

function notes(m: Mockup) {
  return `<div class="dash notes">
    <aside class="side"><strong class="logo">${escapeXml(m.logo)}</strong>
      ${m.nav.map((item, i) => `<a class="${i === 0 ? "on" : ""}">${escapeXml(item)}</a>`).join("")}</aside>
    <section class="notelist">${m.items
      .map(
        (item, i) =>
          `<div class="note ${i === 0 ? "on" : ""}"><b>${escapeXml(item)}</b><p class="muted">Edited ${i + 1} h ago</p></div>`,
      )
      .join("")}</section>
    <main class="editor"><h1># ${escapeXml(m.heading)}</h1><p>${escapeXml(m.lead)}</p>
      <p class="muted">- [x] Ship the search page<br>- [x] Pair on the flaky tests<br>- [ ] Write the release notes</p>
      <p><span class="tag">#work</span> <span class="tag">#team</span></p></main>
  </div>`;
}

function map(m: Mockup, random: () => number) {
  // Trails wander: each is a short random walk from its own starting point.
  const paths = Array.from({ length: 4 }, () => {
    let x = 15 + random() * 70;
    let y = 15 + random() * 70;
    const points = [`${x},${y}`];
    for (let i = 0; i < 7; i++) {
      x = Math.min(95, Math.max(5, x + (random() - 0.5) * 18));
      y = Math.min(95, Math.max(5, y + (random() - 0.5) * 18));
      points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return `<polyline points="${points.join(" ")}" />`;
  }).join("");
  return `${header(m)}
  <main class="mapview">
    <section class="panel"><h1>${escapeXml(m.heading)}</h1><p class="muted">${escapeXml(m.lead)}</p>
      ${m.items.map((item) => `<div class="card trail">${art(m, random)}<div><b>${escapeXml(item)}</b><p class="muted">★ ${(4 + random()).toFixed(1)} · moderate</p></div></div>`).join("")}</section>
    <section class="map"><svg viewBox="0 0 100 100" preserveAspectRatio="none">${paths}</svg>
      ${Array.from({ length: 7 }, () => `<span class="pin" style="left:${Math.round(10 + random() * 80)}%;top:${Math.round(10 + random() * 80)}%"></span>`).join("")}</section>
  </main>`;
}

function media(m: Mockup, random: () => number) {
  return `${header(m)}
  <main>
    <section class="spot">${art(m, random)}<div class="copy"><p class="kicker">Now showing</p><h1>${escapeXml(m.heading)}</h1><p class="muted">${escapeXml(m.lead)}</p><button class="btn">▶ ${escapeXml(m.cta)}</button></div></section>
    <h2 class="shelf-title">Popular this week</h2>
    <section class="shelf">${m.items.map((item) => `<div class="poster">${art(m, random, item)}</div>`).join("")}</section>
  </main>`;
}

const layouts = { dashboard, landing, shop, blog, notes, map, media } as const;

/** A whole mockup page, sized by the viewport it is rendered in. */
export function renderMockup(title: string, m: Mockup, fontUrl: string): string {
  const random = seededRandom(seedOf(title));
  const body = layouts[m.layout](m, random);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(title)}</title><style>
@font-face { font-family: Inter; src: url("${fontUrl}") format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { font-family: Inter, sans-serif; background: ${m.bg}; color: ${m.text}; font-size: 16px; line-height: 1.5; min-height: 100vh; overflow: hidden; }
.muted { color: ${m.muted}; }
.btn { border: 0; border-radius: 999px; padding: 12px 22px; background: ${m.accent}; color: ${m.bg}; font: inherit; font-weight: 700; white-space: nowrap; }
.btn.ghost { background: transparent; color: ${m.text}; box-shadow: inset 0 0 0 2px ${m.muted}66; }
.card { background: ${m.surface}; border-radius: 16px; padding: 20px; box-shadow: 0 1px 0 ${m.muted}22, 0 12px 30px -18px #0006; }
.art { border-radius: 14px; min-height: 120px; display: grid; place-items: end start; padding: 14px; font-weight: 700; color: #fff; text-shadow: 0 1px 6px #0008; }
.logo { font-size: 20px; font-weight: 800; letter-spacing: -0.01em; }
.top { display: flex; align-items: center; gap: 32px; padding: 20px 48px; }
.top nav { display: flex; gap: 24px; margin-right: auto; }
.top nav a { color: ${m.muted}; font-weight: 500; }
.top nav a.on, .side a.on { color: ${m.accent}; }
.burger { display: none; width: 28px; gap: 5px; flex-direction: column; margin-left: auto; }
.burger i { display: block; height: 3px; border-radius: 2px; background: ${m.text}; }
h1 { font-size: 56px; line-height: 1.05; letter-spacing: -0.03em; }
h3 { font-size: 18px; }
.lead { font-size: 20px; margin: 18px 0 28px; }
.kicker { text-transform: uppercase; letter-spacing: .12em; font-size: 13px; font-weight: 700; color: ${m.accent2}; margin-bottom: 10px; }
.actions { display: flex; gap: 12px; }
main { padding: 24px 48px; }
.hero { display: grid; grid-template-columns: 1.1fr 1fr; gap: 48px; align-items: center; padding: 40px 0 56px; }
.hero .art { min-height: 380px; border-radius: 28px; }
.features { display: grid; grid-template-columns: repeat(4, 1fr); gap: 20px; }
.icon { display: block; width: 40px; height: 40px; border-radius: 12px; background: ${m.accent}; margin-bottom: 16px; }
.features p { margin-top: 6px; font-size: 14px; }
.banner { display: grid; grid-template-columns: 1.4fr 1fr; gap: 32px; align-items: center; margin-bottom: 32px; }
.banner .art { min-height: 300px; border-radius: 24px; }
.banner h1 { font-size: 48px; margin-bottom: 12px; }
.banner .btn { margin-top: 20px; }
.products { display: grid; grid-template-columns: repeat(4, 1fr); gap: 20px; }
.product { padding: 12px; } .product .art { min-height: 190px; margin-bottom: 12px; }
.dash { display: grid; grid-template-columns: 240px 1fr; min-height: 100vh; }
.side { background: ${m.surface}; padding: 28px 20px; display: flex; flex-direction: column; gap: 6px; }
.side .logo { margin-bottom: 24px; }
.side a { padding: 10px 14px; border-radius: 10px; color: ${m.muted}; font-weight: 500; }
.side a.on { background: ${m.accent}22; }
.dash main { padding: 32px 40px; }
.bar { display: flex; justify-content: space-between; align-items: center; margin-bottom: 28px; gap: 16px; }
.bar h1 { font-size: 36px; }
.stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; margin-bottom: 16px; }
.stats b { font-size: 28px; }
.grid2 { display: grid; grid-template-columns: 1.6fr 1fr; gap: 16px; }
.bars { display: flex; align-items: flex-end; gap: 10px; height: 260px; margin-top: 16px; }
.bars i { flex: 1; border-radius: 8px 8px 3px 3px; }
.row { display: flex; align-items: center; gap: 12px; padding: 14px 0; border-bottom: 1px solid ${m.muted}33; }
.dot { width: 10px; height: 10px; border-radius: 50%; background: ${m.accent2}; }
.narrow { max-width: 900px; margin: 0 auto; }
.featured .art { min-height: 340px; margin-bottom: 24px; }
.featured h1 { font-family: Georgia, serif; font-size: 52px; }
.posts { margin-top: 16px; }
.post { display: grid; grid-template-columns: 160px 1fr; gap: 20px; padding: 20px 0; border-top: 1px solid ${m.muted}44; }
.post .art { min-height: 100px; }
.post h3 { font-family: Georgia, serif; font-size: 22px; }
.notes { grid-template-columns: 220px 300px 1fr; }
.notelist { border-right: 1px solid ${m.muted}33; padding: 20px; }
.note { padding: 14px; border-radius: 12px; margin-bottom: 8px; }
.note.on { background: ${m.accent}22; box-shadow: inset 3px 0 0 ${m.accent}; }
.editor { padding: 48px; font-size: 18px; } .editor h1 { font-size: 40px; margin-bottom: 20px; color: ${m.accent}; } .editor p { margin-bottom: 18px; }
.tag { color: ${m.accent2}; font-weight: 600; }
.mapview { display: grid; grid-template-columns: 420px 1fr; gap: 24px; padding-top: 8px; height: calc(100vh - 84px); }
.panel h1 { font-size: 36px; } .panel > p { margin-bottom: 16px; }
.trail { display: grid; grid-template-columns: 90px 1fr; gap: 14px; align-items: center; padding: 12px; margin-bottom: 12px; }
.trail .art { min-height: 70px; }
.map { position: relative; border-radius: 24px; overflow: hidden; background:
  radial-gradient(circle at 30% 40%, ${m.accent}33, transparent 30%), radial-gradient(circle at 70% 70%, ${m.accent2}22, transparent 35%),
  repeating-linear-gradient(0deg, ${m.muted}18 0 1px, transparent 1px 60px), repeating-linear-gradient(90deg, ${m.muted}18 0 1px, transparent 1px 60px), ${m.surface}; }
.map svg { position: absolute; inset: 0; width: 100%; height: 100%; fill: none; stroke: ${m.accent}; stroke-width: .6; stroke-dasharray: 2 1; }
.pin { position: absolute; width: 22px; height: 22px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: ${m.accent2}; box-shadow: 0 4px 10px #0005; }
.spot { display: grid; grid-template-columns: 1.5fr 1fr; gap: 40px; align-items: center; margin-bottom: 32px; }
.spot .art { min-height: 380px; border-radius: 24px; }
.spot .btn { margin-top: 24px; }
.shelf-title { font-size: 24px; margin-bottom: 16px; }
.shelf { display: grid; grid-template-columns: repeat(6, 1fr); gap: 16px; }
.poster .art { min-height: 0; aspect-ratio: 2 / 3; }
@media (max-width: 1000px) {
  .top { padding: 18px 28px; gap: 20px; } .top nav a:nth-child(n+4) { display: none; }
  main, .dash main { padding: 20px 28px; }
  h1 { font-size: 44px; }
  .hero, .banner, .spot { grid-template-columns: 1fr; gap: 28px; padding-top: 16px; }
  .hero .art, .spot .art { min-height: 280px; }
  .features, .products { grid-template-columns: repeat(2, 1fr); }
  .dash { grid-template-columns: 1fr; } .dash .side { display: none; }
  .stats { grid-template-columns: repeat(2, 1fr); } .grid2 { grid-template-columns: 1fr; }
  .notes { grid-template-columns: 260px 1fr; } .notes .editor { padding: 32px; }
  .mapview { grid-template-columns: 1fr; grid-template-rows: 380px auto; height: auto; } .mapview .map { grid-row: 1; }
  .shelf { grid-template-columns: repeat(3, 1fr); }
}
@media (max-width: 600px) {
  body { font-size: 15px; }
  .top { padding: 16px 20px; } .top nav, .top .btn { display: none; } .burger { display: flex; }
  main, .dash main { padding: 16px 20px; }
  h1, .featured h1 { font-size: 34px; } .bar h1 { font-size: 26px; } .banner h1 { font-size: 32px; }
  .lead { font-size: 17px; }
  .hero .art, .spot .art { min-height: 200px; } .banner .art { min-height: 180px; }
  .features { grid-template-columns: 1fr; } .products { grid-template-columns: repeat(2, 1fr); gap: 12px; }
  .product .art { min-height: 120px; }
  .bar .btn { padding: 10px 16px; } .bars { height: 160px; gap: 6px; }
  .notes { grid-template-columns: 1fr; } .notes .notelist { display: none; } .notes .editor { padding: 24px 20px; }
  .post { grid-template-columns: 96px 1fr; } .post h3 { font-size: 18px; }
  .mapview { grid-template-rows: 300px auto; }
  .shelf { grid-template-columns: repeat(2, 1fr); }
}
</style></head><body>${body}</body></html>`;
}
