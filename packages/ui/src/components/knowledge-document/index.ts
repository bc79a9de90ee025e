export { IndexingStatus, type KnowledgeDocumentView } from './indexing-status.tsx';
export {
  type DocumentLinkRenderer,
  KnowledgeDocumentRow,
  type KnowledgeDocumentRowProps,
} from './knowledge-document.tsx';
