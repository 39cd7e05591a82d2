// object.entries, as node-polyglot (ra-i18n-polyglot) requires it: every browser the app supports
// has Object.entries, and the es-shim package brings some 20 kB of helpers to the first load.
module.exports = Object.entries;
