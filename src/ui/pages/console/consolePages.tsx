export { ModelSquarePage } from './ModelSquarePage';
export { ModelDetailPage } from './ModelDetailPage';
export { ExperienceCenterPage } from './ExperienceCenterPage';
