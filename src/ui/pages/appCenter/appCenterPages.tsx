export { AppListPage } from './AppListPage';
export { AppDialoguePage } from './AppDialoguePage';
export { FeatureHubPage } from './FeatureHubPage';
export { AppStorePage } from './AppStorePage';
export { AppDetailPage } from './AppDetailPage';
