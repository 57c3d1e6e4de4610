const LONE_SURROGATE = /\p{Cs}/gu;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * A model's text pieces with no unpaired UTF-16 surrogate left in them (a provider may send half of a pair
 * as an escape in its JSON, which PostgreSQL then refuses to store): a pair split between two pieces is
 * joined again, and anything still unpaired becomes U+FFFD.
 */
export async function* wellFormedPieces(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  for await (const piece of pieces) {
    let text = carry + piece;
    carry = '';
    if (isHighSurrogate(text.charCodeAt(text.length - 1))) {
      carry = text.slice(-1);
      text = text.slice(0, -1);
    }
    if (text) yield text.replace(LONE_SURROGATE, '\ufffd');
  }
  if (carry) yield '\ufffd';
}
