import { createOutboxHandler, OUTBOX_PATH } from "./outbox.js";
import { createSiteServer } from "./site-server.js";

const port = Number(process.env.PORT ?? 4173);
const server = createSiteServer({
  routes: [{ path: OUTBOX_PATH, handler: createOutboxHandler({ dir: process.env.OUTBOX_DIR }) }],
});

server.listen(port, () => {
  console.log(`Serving the production build on http://localhost:${port}`);
  console.log(`Contact form messages without EmailJS keys land in .outbox/messages.jsonl`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
