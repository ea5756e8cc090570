/**
 * Permission matching of SPEC section 6. Codes end in :read, :edit or :auth; holding :auth
 * ties in :read and :edit of the same resource, :edit ties in :read, and a trailing `*`
 * covers every code under its prefix (MC:verifyManage:* covers all audits).
 */
export type CodeSet = ReadonlySet<string>;

const SUFFIX = /:(read|edit|auth)$/;

export function expandCodes(codes: Iterable<string>): CodeSet {
  const out = new Set<string>();
  for (const code of codes) {
    out.add(code);
    const m = SUFFIX.exec(code);
    if (!m) continue;
    const base = code.slice(0, -m[0].length);
    if (m[1] === 'auth') out.add(`${base}:edit`);
    if (m[1] !== 'read') out.add(`${base}:read`);
  }
  return out;
}

export function hasCode(required: string, owned: CodeSet): boolean {
  if (owned.has(required) || owned.has('*')) return true;
  for (const code of owned) {
    if (code.endsWith(':*') && required.startsWith(code.slice(0, -1))) return true;
  }
  return false;
}

/** A route or menu item shows when no code is required or any required code is owned. */
export function hasAnyCode(required: readonly string[] | undefined, owned: CodeSet): boolean {
  if (!required || required.length === 0) return true;
  return required.some((code) => hasCode(code, owned));
}

/**
 * Checking a node in the permission tree: checking :auth checks :read and :edit too;
 * unchecking :read unchecks :edit and :auth, since neither means anything without it.
 */
export function toggleTreeCode(selected: CodeSet, code: string, checked: boolean): CodeSet {
  const next = new Set(selected);
  const m = SUFFIX.exec(code);
  const base = m ? code.slice(0, -m[0].length) : code;
  if (checked) {
    next.add(code);
    if (m?.[1] === 'auth') next.add(`${base}:read`).add(`${base}:edit`);
    if (m?.[1] === 'edit') next.add(`${base}:read`);
  } else {
    next.delete(code);
    if (m?.[1] === 'read') {
      next.delete(`${base}:edit`);
      next.delete(`${base}:auth`);
    }
    if (m?.[1] === 'edit') next.delete(`${base}:auth`);
  }
  return next;
}
