export { DocsCenterPage } from './DocsCenterPage';
