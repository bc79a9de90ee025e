export { accessOf, type CategoryGroup, categoryGroups } from './catalogue-groups.ts';
export { TaskCatalogue, type TaskCatalogueProps } from './task-catalogue.tsx';
