export { exportPack } from './export-pack';
export { formatImportReport, importPack, type ImportReport } from './import-pack';
