/** SPEC §8: the locale key of the message for an HTTP status, or for no response at all. */
export function httpErrorKey(status: number | undefined): string {
  switch (status) {
    case 401:
    case 403:
    case 503:
    case 504:
      return `errors:http.${status}`;
    default:
      return 'errors:http.network';
  }
}
