import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { ServeContext } from '../context.ts';
import { createAriadneMcp } from '../server.ts';

/** The real SDK client connected to a server session in this process. */
export async function connectInMemory(
  ctx: ServeContext,
): Promise<{ client: Client; close(): Promise<void> }> {
  const { server } = createAriadneMcp(ctx);
  const client = new Client({ name: 'ariadne-test', version: '0.1.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  return {
    client,
    async close() {
      await client.close();
      await server.close();
    },
  };
}
