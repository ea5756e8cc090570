import { uniqueSlugger } from '../domain/headingSlug';

/**
 * Client-side full-text search over the docs: each heading with the text below it is one
 * section; an inverted index maps terms (Latin words, Chinese character pairs) to sections.
 */
export interface DocSource {
  slug: string;
  markdown: string;
}

export interface DocSection {
  doc: string;
  docTitle: string;
  heading: string;
  headingId: string;
  level: number;
  text: string;
}

export interface DocsIndex {
  sections: DocSection[];
  postings: Map<string, Set<number>>;
  /** Per document: its title and headings, for the table of contents. */
  outline: Map<string, { title: string; headings: { id: string; text: string; level: number }[] }>;
}

export interface SearchResult {
  doc: string;
  docTitle: string;
  heading: string;
  headingId: string;
  snippet: { before: string; match: string; after: string };
}

/** Markdown to searchable plain text: no syntax, just words. */
function plain(line: string): string {
  return line
    .replace(/!\[[^\]]*]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/^\s*([-*+]|\d+\.|>)\s+/, '')
    .replace(/[`*_|#]/g, ' ')
    .replace(/^\s*-{3,}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function sectionsOf(doc: DocSource): DocSection[] {
  const slug = uniqueSlugger();
  const sections: DocSection[] = [];
  let docTitle = doc.slug;
  let inFence = false;
  let current: DocSection | undefined;
  for (const line of doc.markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    // Headings and paragraphs are indexed; code examples are not.
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const text = heading[2];
      if (level === 1 && sections.length === 0) docTitle = text;
      current = { doc: doc.slug, docTitle, heading: text, headingId: slug(text), level, text: '' };
      sections.push(current);
      continue;
    }
    const words = plain(line);
    if (words && current) current.text += (current.text ? ' ' : '') + words;
  }
  return sections.map((s) => ({ ...s, docTitle }));
}

const isCjk = (ch: string) => /[\p{Script=Han}]/u.test(ch);

/** Latin/digit words lower-cased; Chinese runs as overlapping character pairs (single chars alone). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const run of text.toLowerCase().match(/[\p{Script=Han}]+|[a-z0-9]+/gu) ?? []) {
    if (!isCjk(run[0])) out.push(run);
    else if (run.length === 1) out.push(run);
    else for (let i = 0; i < run.length - 1; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}

export function buildDocsIndex(docs: DocSource[]): DocsIndex {
  const sections = docs.flatMap(sectionsOf);
  const postings = new Map<string, Set<number>>();
  sections.forEach((s, i) => {
    for (const t of terms(`${s.heading} ${s.text}`)) {
      let set = postings.get(t);
      if (!set) postings.set(t, (set = new Set()));
      set.add(i);
    }
  });
  const outline: DocsIndex['outline'] = new Map();
  for (const s of sections) {
    const entry = outline.get(s.doc) ?? { title: s.docTitle, headings: [] };
    entry.headings.push({ id: s.headingId, text: s.heading, level: s.level });
    outline.set(s.doc, entry);
  }
  return { sections, postings, outline };
}

const SNIPPET_SIDE = 24;

function snippetOf(text: string, needle: string): SearchResult['snippet'] {
  const at = text.toLowerCase().indexOf(needle);
  if (at < 0)
    return { before: text.slice(0, SNIPPET_SIDE * 2), match: '', after: text.length > SNIPPET_SIDE * 2 ? '…' : '' };
  const start = Math.max(0, at - SNIPPET_SIDE);
  const end = Math.min(text.length, at + needle.length + SNIPPET_SIDE);
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    match: text.slice(at, at + needle.length),
    after: text.slice(at + needle.length, end) + (end < text.length ? '…' : ''),
  };
}

/**
 * Sections holding every term of the query, whose heading or text really contains each word;
 * heading hits first, then by how early the first word appears.
 */
export function searchDocs(index: DocsIndex, query: string, limit = 20): SearchResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const queryTerms = terms(query);
  if (!words.length || !queryTerms.length) return [];
  let candidates: number[] | undefined;
  for (const t of queryTerms) {
    const hits = index.postings.get(t) ?? new Set<number>();
    candidates = (candidates ?? [...hits]).filter((i) => hits.has(i));
    if (!candidates.length) return [];
  }
  const scored = (candidates ?? [])
    .map((i) => index.sections[i])
    .filter((s) => words.every((w) => `${s.heading} ${s.text}`.toLowerCase().includes(w)))
    .map((s) => {
      const inHeading = words.every((w) => s.heading.toLowerCase().includes(w));
      const pos = s.text.toLowerCase().indexOf(words[0]);
      return { s, score: (inHeading ? 0 : 10_000) + (pos < 0 ? 5_000 : pos) };
    })
    .sort((a, b) => a.score - b.score);
  return scored.slice(0, limit).map(({ s }) => ({
    doc: s.doc,
    docTitle: s.docTitle,
    heading: s.heading,
    headingId: s.headingId,
    snippet: snippetOf(s.text || s.heading, words[0]),
  }));
}
