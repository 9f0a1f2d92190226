export { DOCUMENTS_NS, EDITOR_PATH, FAMILY_PATHS, LETTERHEADS_PATH } from './constants';
export { documentsKeys } from './queries';
export { DocumentEditor } from './components/DocumentEditor';
export { FamilyChooser } from './components/FamilyChooser';
export { GeneratedDocuments } from './components/GeneratedDocuments';
export { LetterheadManager } from './components/LetterheadManager';
export { TemplateCatalogue } from './components/TemplateCatalogue';
