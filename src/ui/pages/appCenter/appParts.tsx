import { paths } from '../../../routes/paths';
export { APP_LIST_PATH } from '../../../machines/appStore';
export const APP_DIALOGUE_PATH = paths.appDialogue();
export const APP_DETAIL_PATH = paths.appDetail();
export const APP_STORE_PATH = paths.appStore();
