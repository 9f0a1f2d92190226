import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFavoritesRepository } from './favorites.repository';
import { createFavoritesService } from './favorites.service';
import { createFocusRepository } from './focus.repository';
import { createFocusService, type FocusService } from './focus.service';
import { createFootprintsRepository } from './footprints.repository';
import { createFootprintsService } from './footprints.service';
import { registerFavoritesRoutes, registerFocusRoutes, registerFootprintRoutes } from './user-content.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Followed companies, for the session's focusNum and the followed-companies announcement feed. */
    focus: FocusService;
  }
}

/** Makes the followed-companies service available app-wide (register before the routes). */
export const focusPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('focus', createFocusService({ focus: createFocusRepository(app.db) }));
});

/** What users keep: followed companies, footprints, favourites folders and collected items (spec §7 user content). */
export const userContentModule = async (app: FastifyInstance) => {
  registerFocusRoutes(app, app.focus);
  registerFootprintRoutes(app, createFootprintsService({ footprints: createFootprintsRepository(app.db) }));
  registerFavoritesRoutes(app, createFavoritesService({ favorites: createFavoritesRepository(app.db) }));
};
