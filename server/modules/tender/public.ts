// What the rest of the server may use of this module; everything else in its folder is its own.

export { drainDigests } from './digest-outbox';
export { digestOrigin, queueDigests, sendDigests } from './digests';
export { keepSubscriptionCounts } from './subscription-feed';
export { regionSeeder } from './seed/region-seeder';
export { readTenderData } from './seed/tender-data';
export { type GeneratedProject, tenderGenerator } from './seed/tender-generator';
export { insertProjects } from './seed/tender-rows';
export { DEMO_TENDER_KEY_PATTERN, demoOrganisationNames, tenderSeeder } from './seed/tender-seeder';
export { formatTenderImportReport, importTenders, type TenderImportReport } from './import/import-tenders';
export { importTenderFiles } from './import/import-files';
export { listImportRuns } from './import/import-runs';
export { listFeedStates } from './feeds/feed-states';
export { fetchTenderAttachments, importTenderUrl, pollTenderFeeds, type TenderFetching } from './feeds/tender-fetching';
