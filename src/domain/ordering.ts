/**
 * Code-unit order: how ISO 8601 times and dates sort (chronologically), and the platform's ids and
 * file names. Not `localeCompare`, which asks a collator for the reader's language rules: the first
 * one a JavaScript context makes loads its locale data (8–12 ms in Node, about 20 ms in the demo's
 * worker, measured), and the worker pays that again at every start, before its first answer.
 * Names people read (a model's label, a Chinese name) still sort with `localeCompare`.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
