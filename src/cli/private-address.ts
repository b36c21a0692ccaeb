import { BlockedAddressError } from '../core/errors/blocked-address-error.ts';
import { addressKind, PRIVATE_KINDS } from '../worlds/web/address-kind.ts';
import { parseIp } from '../worlds/web/ip-address.ts';
import { UsageError } from './usage-error.ts';

/**
 * Runs a browser command; a refusal that `--allow-private` would lift (a loopback, private,
 * link-local or shared address) comes out naming the flag. A refusal the flag does not lift (cloud
 * metadata, another scheme) and every other error come out as they were.
 */
export async function namingAllowPrivate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refused = refusalIn(error);
    const bytes = refused ? parseIp(refused.address) : null;
    const kind = bytes ? addressKind(bytes) : null;
    if (!refused || !kind || !PRIVATE_KINDS.has(kind)) throw error;
    throw new UsageError(
      `${refused.message}; add --allow-private to open loopback and private-network addresses`,
    );
  }
}

/** The address refusal an error is, or carries among its causes. */
function refusalIn(error: unknown): BlockedAddressError | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++)
    if (BlockedAddressError.isInstance(e)) return e;
  return null;
}
