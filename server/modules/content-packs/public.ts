export { exportPack } from './export-pack';
export { formatImportReport, importPack, type ImportReport } from './import-pack';
export { loadPackOnce } from './load-pack-once';
export { formatRemovalReport, removeContent, type RemovalReport } from './remove-content';
export { packTargets, seededDemoTargets, type RemovalTarget } from './removal-targets';
