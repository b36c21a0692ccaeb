/**
 * Vets a URL just before it is requested (the first request and every redirect target, or a local
 * file before it is read). Resolves to let it through; throws (a `BlockedAddressError`, say) to refuse.
 */
export type CheckUrl = (url: URL, signal: AbortSignal) => Promise<void>;
