import { http } from './http';
import { paths } from './paths';
import type { Featured } from '../domain/types/home.types';

/** The home page showcase; public, so guests see it too. */
export const getFeatured = () => http.get<Featured>(paths.model.featured, { silent: true }).then((r) => r.data);
