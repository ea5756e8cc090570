import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { paletteCss } from './paletteCss';

// What a table's cells hold most (a badge, a row's actions), as plain elements that the table
// styles once for all its rows (DataTable): a page of ten users was some 120 styled elements more.
// Outside a DataTable they are unstyled.

export type CellPalette = 'gray' | 'green' | 'red' | 'blue' | 'orange' | 'purple';
const palettes: CellPalette[] = ['gray', 'green', 'red', 'blue', 'orange', 'purple'];

/** The cells' styles, from the resolved Badge and Button recipes; DataTable sets them on the table. */
export const cellCss = (badge: SystemStyleObject, action: SystemStyleObject): SystemStyleObject => ({
  '& .cell-badge': badge,
  '& .cell-action': action,
  '& .cell-actions': { display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'nowrap' },
  '& .cell-list': { display: 'flex', flexWrap: 'wrap', gap: '1' },
  '& .cell-strong': { fontWeight: 'medium' },
  '& .cell-muted': { color: 'fg.muted' },
  '& .cell-nowrap': { whiteSpace: 'nowrap' },
  ...paletteCss(palettes),
});

export function CellBadge({ palette = 'gray', children }: { palette?: CellPalette; children: ReactNode }) {
  return (
    <span className="cell-badge" data-palette={palette}>
      {children}
    </span>
  );
}

/** A row's action, named with the row it acts on (编辑 dev_person) for screen readers. */
export function CellAction({
  text,
  of,
  palette = 'blue',
  onClick,
}: {
  text: string;
  of: string;
  palette?: CellPalette;
  onClick: () => void;
}) {
  return (
    <button type="button" className="cell-action" data-palette={palette} aria-label={`${text} ${of}`} onClick={onClick}>
      {text}
    </button>
  );
}

/** A row's actions side by side, on one line. */
export function CellActions({ children }: { children: ReactNode }) {
  return <div className="cell-actions">{children}</div>;
}

/** Ids shown by their names (a user's roles or groups), as badges; — when there are none. */
export function CellNames({ ids, names }: { ids: readonly string[]; names: ReadonlyMap<string, string> }) {
  if (ids.length === 0) return <span className="cell-muted">—</span>;
  return (
    <div className="cell-list">
      {ids.map((id) => (
        <CellBadge key={id}>{names.get(id) ?? id}</CellBadge>
      ))}
    </div>
  );
}
