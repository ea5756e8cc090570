export { APP_LIST_PATH } from '../../../machines/appStore';
export const APP_DIALOGUE_PATH = '/app-center/my-app/app-dialogue';
export const APP_DETAIL_PATH = '/app-center/app-detail';
export const APP_STORE_PATH = '/app-center/app-store';
