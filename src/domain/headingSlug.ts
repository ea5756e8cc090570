/**
 * Heading ids for deep links. markdown-to-jsx's own slugify drops every non-Latin letter, so
 * Chinese headings would all get empty ids; this keeps letters and digits of any script.
 * The docs search computes the same ids, so a search result lands on its heading.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** markdown-to-jsx suffixes repeated ids with -1, -2, …; this mirrors it for one document. */
export function uniqueSlugger(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = headingSlug(text);
    let id = base;
    for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}
