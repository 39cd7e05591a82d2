/** The "Droits" page (route /rights): who may do what, from GET /api/permissions/matrix. */
export { RightsPage } from './RightsPage';
