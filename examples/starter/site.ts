import type { Site } from "#core/schema.ts";

// Your site's address: https, no slash at the end (`theme` and `language` are optional).
export const site: Site = {
  url: "https://your-name.example.com",
};
