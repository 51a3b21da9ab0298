import type { Site } from "#core/schema.ts";

// Your site's address: https, no slash at the end (`theme`, `language` and `accent`, your
// colour such as "#0f766e", are optional; your own CSS goes in styles.css beside this file).
export const site: Site = {
  url: "https://your-name.example.com",
};
