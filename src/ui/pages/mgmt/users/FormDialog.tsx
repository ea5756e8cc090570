import { lazyWhenOpen } from '../../../components/dialog/lazyWhenOpen';
import type { FormDialogProps } from './FormDialogView';

/** Loads with its first opening (see lazyWhenOpen). */
export const FormDialog = lazyWhenOpen<FormDialogProps>(() => import('./FormDialogView').then((m) => m.FormDialogView));
