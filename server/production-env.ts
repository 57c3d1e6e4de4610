// React and its peers read NODE_ENV when first loaded: unset, the server render runs React's development
// build, several times slower. The built server is production unless the operator says otherwise; this
// module is imported first by main.ts so it runs before anything loads React.
process.env.NODE_ENV ??= 'production';
