import { profile } from "./content/profile";

/** Title and description for one route; every title is unique and names the owner. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} — ${profile.name}` }, { name: "description", content: description }];
}
