// Vite fingerprints every file in images/ so it can be cached for a year; content refers
// to them by file name, which this map turns into the built URL.
const urls = import.meta.glob<string>("./images/*", {
  eager: true,
  query: "?url",
  import: "default",
});

export function imageUrl(file: string): string {
  const url = urls[`./images/${file}`];
  if (!url) throw new Error(`app/content/images/${file} does not exist`);
  return url;
}
