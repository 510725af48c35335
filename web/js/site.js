// Where the site's files are. A module may be served on its own (the checkout,
// the tests' imports) or folded into a bundle in js/ (scripts/bundle_page.py),
// so no module names a file relative to itself: each asks here, and this
// module is in js/ either way.

const SITE_ROOT = new URL("../", import.meta.url);

/** The URL of the site's file at ``path``, relative to the site's root (e.g. ``"i18n/pl/common.json"``). */
export function siteFile(path) {
  return new URL(path, SITE_ROOT);
}
