import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerFavoritesRoutes, registerFocusRoutes, registerFootprintRoutes } from './user-content.routes';

/** What users keep: followed companies, footprints, favourites folders and collected items (spec §7 user content). */
export const userContentModule = async (app: FastifyInstance, services: Pick<Container, 'focus' | 'footprints' | 'favorites'>) => {
  registerFocusRoutes(app, services.focus);
  registerFootprintRoutes(app, services.footprints);
  registerFavoritesRoutes(app, services.favorites);
};
