import { lazyWhenOpen } from './lazyWhenOpen';
import type { ConfirmProps } from './ConfirmDialogView';

/** Loads with its first opening (see lazyWhenOpen). */
export const ConfirmDialog = lazyWhenOpen<ConfirmProps>(() =>
  import('./ConfirmDialogView').then((m) => m.ConfirmDialogView),
);
