import type { FastifyReply, FastifyRequest } from 'fastify';

/** Fields of an answer that no cache may keep: a session token, a one-time ticket. */
const SECRET_FIELDS = new Set(['token', 'ticket']);

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
}

/** Whether a reply schema holds a token or ticket at any depth (a login's session, a QR login's status). */
export function answersSecret(schema: object): boolean {
  const node = schema as SchemaNode;
  const properties = Object.entries(node.properties ?? {});
  if (properties.some(([name]) => SECRET_FIELDS.has(name))) return true;
  const children = [...properties.map(([, child]) => child), ...(node.items ? [node.items] : []), ...(node.anyOf ?? [])];
  return children.some(answersSecret);
}

/** An onRequest hook: the answer, success or failure, is never stored by a browser or a proxy. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
