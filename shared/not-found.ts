/** The not-found page's path: unknown pages go there, and so do URLs the server cannot decode. */
export const NOT_FOUND_PATH = '/404';

/**
 * SPEC §2's unknown-route message, kept as the router's status text of a 404; the page shows its Chinese
 * wording (locales/zh-cn/errors.json `notFoundTitle`), never this sentence.
 */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
