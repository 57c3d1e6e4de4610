export { exportPack } from './export-pack';
export { formatImportReport, importPack, type ImportReport } from './import-pack';
export { loadPackOnce } from './load-pack-once';
