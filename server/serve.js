import { createSiteServer } from "./site-server.js";

const port = Number(process.env.PORT ?? 4173);
const server = createSiteServer();

server.listen(port, () => {
  console.log(`Serving the production build on http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
