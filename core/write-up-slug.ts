/** A write-up's address under /projects/: its file name without `.md`. */
export const writeUpSlug = (file: string) => file.replace(/\.md$/, "");
