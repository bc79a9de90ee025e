export {
  FilteredListPage,
  type FilteredListPageProps,
  type ListCategory,
  type ListedItem,
} from './filtered-list-page.tsx';
