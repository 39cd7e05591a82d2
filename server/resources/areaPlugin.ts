/**
 * One managed area as its own Fastify plugin, registered under `/api/{name}`: its CRUD routes
 * (crudRoutes.ts), checked by areaValidation.ts, answered as plain JSON (the response schemas
 * document the API; records are already in their wire shape).
 */
import type { FastifyPluginAsync } from 'fastify';
import { areaValidatorCompiler } from './areaValidation';
import { registerBulkUpdateRoute } from './bulkUpdateRoute';
import { registerCrudRoutes, type CrudContext } from './crudRoutes';
import type { ResourceModel } from './model';
import { registerDeleteReportRoutes } from '../trash/deleteReportRoutes';

export interface AreaPluginOptions {
  model: ResourceModel;
  context: CrudContext;
}

const toJson = () => (data: unknown) => JSON.stringify(data);

export const areaPlugin: FastifyPluginAsync<AreaPluginOptions> = async (area, { model, context }) => {
  area.setValidatorCompiler(areaValidatorCompiler);
  area.setSerializerCompiler(toJson);
  registerCrudRoutes(area, model, context);
  registerDeleteReportRoutes(area, model, context);
  registerBulkUpdateRoute(area, model, context);
};

export const areaPrefix = (model: ResourceModel) => `/api/${model.name}`;
