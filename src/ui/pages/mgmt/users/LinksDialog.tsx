import { lazyWhenOpen } from '../../../components/dialog/lazyWhenOpen';
import type { LinksDialogView } from './LinksDialogView';

/** Loads with its first opening (see lazyWhenOpen). */
export const LinksDialog = lazyWhenOpen<Parameters<typeof LinksDialogView>[0]>(() =>
  import('./LinksDialogView').then((m) => m.LinksDialogView),
);
