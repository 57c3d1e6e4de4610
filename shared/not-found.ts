/** The not-found page's path: unknown pages go there, and so do URLs the server cannot decode. */
export const NOT_FOUND_PATH = '/404';
